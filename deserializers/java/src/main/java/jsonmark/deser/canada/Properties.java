package jsonmark.deser.canada;

import static jsonmark.deser.MissingValueException.require;

import com.dslplatform.json.CompiledJson;

/** A feature's {@code properties}; the checksum reads {@code id}, which is checked. */
@CompiledJson
public record Properties(String name, Integer id) {

  /** Rejects properties without an id. */
  public Properties {
    require(id, "properties.id");
  }
}
