package main

import (
	"errors"
	"fmt"
	"math"
	"runtime"

	"github.com/bytedance/sonic"
	"github.com/bytedance/sonic/ast"
	"github.com/bytedance/sonic/decoder"
)

// sonicUnavailable refuses to run the sonic variants when sonic was built in its
// fallback mode, where every call goes to encoding/json and the timings would not
// measure sonic at all. sonic.APIKind is fixed by sonic's build constraints
// (Go version and CPU architecture).
func sonicUnavailable() string {
	if sonic.APIKind == sonic.UseSonicJSON {
		return ""
	}
	return fmt.Sprintf("bytedance/sonic was compiled in its encoding/json fallback mode for %s on %s/%s "+
		"(this sonic version has no native support for that Go version or CPU); "+
		"its timings would measure encoding/json, so it is not run",
		runtime.Version(), runtime.GOOS, runtime.GOARCH)
}

// sonicSink keeps the values read from the AST observable.
var sonicSink uint64

// sonicValidating decodes like sonic's default configuration, and also rejects raw
// control characters (U+0000 to U+001F) inside strings, as JSON requires; the default
// lets them through.
var sonicValidating = sonic.Config{ValidateString: true}.Froze()

// astSearch validates the whole line while searching it (as sonic.Get does) and, unlike
// sonic.Get, does not copy the line: the root node refers to the scanner's buffer, which
// stays untouched until this line's walk is over, and nothing of the node is kept.
var astSearch = ast.SearchOptions{ValidateJSON: true, CopyReturn: false}

// astRoot validates line and returns its lazy root node, which refers to line (no copy).
func astRoot(line []byte) (ast.Node, error) {
	return sonic.GetWithOptions(line, astSearch)
}

// astRootObject validates line and returns its root node, which must be an object
// followed by nothing but blanks.
func astRootObject(line []byte) (ast.Node, error) {
	root, err := astRootValue(line)
	if err == nil && root.TypeSafe() != ast.V_OBJECT {
		return root, fmt.Errorf("not a JSON object")
	}
	return root, err
}

// astRootValue validates line and returns its root node, a value of any type followed by
// nothing but blanks.
func astRootValue(line []byte) (ast.Node, error) {
	root, err := astRoot(line)
	if err != nil {
		return root, sonicError(err)
	}
	// The searcher stops after the first value; anything but blanks after it is an error.
	raw, err := root.Raw()
	if err != nil {
		return root, sonicError(err)
	}
	start := skipBlanks(line, 0)
	if end := skipBlanks(line, start+len(raw)); end != len(line) {
		return root, fmt.Errorf("unexpected %q after the top-level value", line[end:])
	}
	return root, nil
}

// unstructuredASTSonic parses with sonic's AST (the searcher validates the whole line and
// returns a lazy root node, without copying the line), then loads every node (LoadAll on
// each object and array, recursively) and reads every scalar with its strict typed accessor.
func unstructuredASTSonic(line []byte) (int64, error) {
	root, err := astRootObject(line)
	if err != nil {
		return 0, err
	}
	if err := root.LoadAll(); err != nil {
		return 0, sonicError(err)
	}
	var sum int64
	var found int
	var digest uint64
	var walkErr error
	err = root.ForEach(func(path ast.Sequence, n *ast.Node) bool {
		if k := *path.Key; k == "integer_1" || k == "integer_2" {
			v, err := n.StrictInt64()
			if err != nil {
				walkErr = fmt.Errorf("key %q: %v", k, err)
				return false
			}
			sum += v
			found++
			return true
		}
		walkErr = loadASTNode(n, &digest)
		return walkErr == nil
	})
	if err == nil {
		err = walkErr
	}
	if err != nil {
		return 0, sonicError(err)
	}
	if found != 2 {
		return 0, fmt.Errorf("expected keys integer_1 and integer_2, found %d of them", found)
	}
	sonicSink += digest
	return sum, nil
}

// loadASTNode loads n and all its descendants and reads every scalar.
func loadASTNode(n *ast.Node, digest *uint64) error {
	switch n.TypeSafe() {
	case ast.V_OBJECT, ast.V_ARRAY:
		return loadEach(n, func(_ ast.Sequence, c *ast.Node) error { return loadASTNode(c, digest) })
	case ast.V_NUMBER:
		f, err := n.StrictFloat64()
		if err != nil {
			return err
		}
		*digest += math.Float64bits(f)
	case ast.V_STRING:
		s, err := n.StrictString()
		if err != nil {
			return err
		}
		*digest += uint64(len(s))
	case ast.V_TRUE, ast.V_FALSE:
		b, err := n.StrictBool()
		if err != nil {
			return err
		}
		if b {
			*digest++
		}
	case ast.V_NULL:
		*digest += 3
	default:
		if err := n.Check(); err != nil {
			return err
		}
		return fmt.Errorf("unexpected JSON node type %d", n.TypeSafe())
	}
	return nil
}

// unstructuredMapSonic decodes with sonic's Unmarshal (string validation on) into a generic map.
func unstructuredMapSonic(line []byte) (int64, error) {
	var m map[string]interface{}
	if err := sonicValidating.Unmarshal(line, &m); err != nil {
		return 0, sonicError(err)
	}
	return sumFromMap(m)
}

// structuredSonic decodes with sonic's Unmarshal (string validation on) into the typed record.
func structuredSonic(line []byte) (int64, error) {
	r := newRecord()
	if err := sonicValidating.Unmarshal(line, &r); err != nil {
		return 0, sonicError(err)
	}
	return sumFromRecord(&r)
}

// sonicError shortens sonic's multi-line syntax errors to one line.
func sonicError(err error) error {
	var d decoder.SyntaxError
	if errors.As(err, &d) {
		return fmt.Errorf("syntax error at byte %d: %s", d.Pos, d.Message())
	}
	var a ast.SyntaxError
	if errors.As(err, &a) {
		return fmt.Errorf("syntax error at byte %d: %s", a.Pos, a.Message())
	}
	return err
}

// astTree walks a line with sonic's AST for the tree-walking checksums: every object and
// array is loaded (LoadAll) before its children are visited, the values the checksum
// reads are read with strict accessors, and every other node is loaded and read by
// loadASTNode, as in unstructuredASTSonic.
type astTree struct {
	digest uint64
}

// astWalker makes the AST sonic variant of a benchmark from its walker.
func astWalker(checksum func(*astTree, *ast.Node) (int64, error)) lineParser {
	return func(line []byte) (int64, error) {
		root, err := astRootObject(line)
		if err != nil {
			return 0, err
		}
		t := &astTree{}
		sum, err := checksum(t, &root)
		if err != nil {
			return 0, sonicError(err)
		}
		sonicSink += t.digest
		return sum, nil
	}
}

// children loads n, which must be of type want, and calls each for each child.
func (t *astTree) children(n *ast.Node, want int, each func(ast.Sequence, *ast.Node) error) error {
	if n.TypeSafe() != want {
		if err := n.Check(); err != nil {
			return err
		}
		return fmt.Errorf("not an %s: %s", astTypeName(want), astTypeName(n.TypeSafe()))
	}
	return loadEach(n, each)
}

// loadEach loads n, an object or array, and calls each for each child until one fails.
func loadEach(n *ast.Node, each func(ast.Sequence, *ast.Node) error) error {
	if err := n.LoadAll(); err != nil {
		return err
	}
	var walkErr error
	err := n.ForEach(func(path ast.Sequence, c *ast.Node) bool {
		walkErr = each(path, c)
		return walkErr == nil
	})
	if err != nil {
		return err
	}
	return walkErr
}

func (t *astTree) object(n *ast.Node, member func(string, *ast.Node) error) error {
	return t.children(n, ast.V_OBJECT, func(path ast.Sequence, c *ast.Node) error {
		return member(*path.Key, c)
	})
}

func (t *astTree) array(n *ast.Node, element func(int, *ast.Node) error) (int, error) {
	count := 0
	err := t.children(n, ast.V_ARRAY, func(path ast.Sequence, c *ast.Node) error {
		count++
		return element(path.Index, c)
	})
	return count, err
}

func (t *astTree) integer(n *ast.Node) (int64, error) {
	if n.TypeSafe() != ast.V_NUMBER {
		return 0, fmt.Errorf("not a number: %s", astTypeName(n.TypeSafe()))
	}
	return n.StrictInt64()
}

func (t *astTree) text(n *ast.Node) (string, error) { return n.StrictString() }
func (t *astTree) isNull(n *ast.Node) bool          { return n.TypeSafe() == ast.V_NULL }
func (t *astTree) isArray(n *ast.Node) bool         { return n.TypeSafe() == ast.V_ARRAY }
func (t *astTree) skip(n *ast.Node) error           { return loadASTNode(n, &t.digest) }

// astTypeName names a node type for error messages.
func astTypeName(t int) string {
	switch t {
	case ast.V_NULL:
		return "null"
	case ast.V_TRUE, ast.V_FALSE:
		return "boolean"
	case ast.V_ARRAY:
		return "array"
	case ast.V_OBJECT:
		return "object"
	case ast.V_STRING:
		return "string"
	case ast.V_NUMBER:
		return "number"
	}
	return fmt.Sprintf("JSON node type %d", t)
}
