package jsonmark.deser;

import com.dslplatform.json.ObjectConverter;
import java.io.IOException;

/**
 * DSL-JSON, benchmark Data: any JSON value through {@code ObjectConverter.deserializeObject}
 * (LinkedHashMap, ArrayList, String, Number, Boolean, null), written back with DSL-JSON's
 * JsonWriter ({@link DslJsonTreeWriter}).
 */
final class DslJsonTreeParser implements RecordParser {

  private final DslJsonLine line = new DslJsonLine();

  @Override
  public Checksummed parse(byte[] buffer, int offset, int length) throws IOException {
    Object tree = ObjectConverter.deserializeObject(line.start(buffer, offset, length));
    line.end();
    return new TreeLine(tree, TreeCounts.ofJavaTree(tree));
  }

  @Override
  public String write(Checksummed record) {
    return line.write(writer -> DslJsonTreeWriter.write(((TreeLine) record).tree(), writer));
  }
}
