package jsonmark.deser;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.io.IOContext;
import com.fasterxml.jackson.core.json.ByteSourceJsonBootstrapper;
import com.fasterxml.jackson.core.sym.ByteQuadsCanonicalizer;
import java.io.IOException;
import java.lang.reflect.Method;

/**
 * Jackson's JsonFactory with its field-name table seeded by a constant instead of the clock.
 *
 * <p>Jackson seeds the hash of the table it interns field names in with {@code
 * System.currentTimeMillis()} when the factory is made (a defence against crafted collisions),
 * so which names collide, and how often the table probes and grows, changes from run to run:
 * java-jackson's instruction counts under Valgrind spread 0.3 % on Simple1 and 3.4 % on Twitter1
 * records for that reason alone. A constant seed makes every run do the same work; the table and
 * its hash function are Jackson's own, so the cost per name is the same. Jackson makes a root
 * table with a chosen seed only through a protected factory method (meant for its tests), so it
 * is reached by reflection, once, here; the parser is then built as {@link JsonFactory} builds
 * it for a byte array.
 */
final class SeededJsonFactory extends JsonFactory {

  private static final long serialVersionUID = 1L;

  /** Any odd constant: Jackson makes its clock seed odd too. */
  private static final int SEED = 0x5eed_0001;

  private final transient ByteQuadsCanonicalizer seededNames = seededRoot();

  @Override
  protected JsonParser _createParser(byte[] data, int offset, int len, IOContext ctxt)
      throws IOException {
    _streamReadConstraints.validateDocumentLength(len);
    return new ByteSourceJsonBootstrapper(ctxt, data, offset, len)
        .constructParser(_parserFeatures, _objectCodec, seededNames, _rootCharSymbols,
            _factoryFeatures);
  }

  /** The root of the field-name table every parser of this factory starts from. */
  ByteQuadsCanonicalizer names() {
    return seededNames;
  }

  private static ByteQuadsCanonicalizer seededRoot() {
    try {
      Method createRoot = ByteQuadsCanonicalizer.class.getDeclaredMethod("createRoot", int.class);
      createRoot.setAccessible(true);
      return (ByteQuadsCanonicalizer) createRoot.invoke(null, SEED);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(
          "this Jackson has no ByteQuadsCanonicalizer.createRoot(int): " + e, e);
    }
  }
}
