package jsonmark.cache;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A user's file in the cache is verified as a generated one is: edits are never believed. */
class UserDataCacheTest {

  static final String TEXT = "{\"a\":[1,2.5,\"xé\"],\"b\":{\"c\":null,\"d\":true}}\n[\"é\"]\n";
  static final long CHECKSUM = 177 + 2 + 5 + 19;

  @TempDir Path tmp;
  Path source;
  Path cacheDir;
  StringWriter logged;

  @BeforeEach
  void writeSource() throws Exception {
    source = Files.writeString(tmp.resolve("mine.jsonl"), TEXT);
    cacheDir = tmp.resolve("cache");
  }

  UserDataCache.Entry obtain() throws Exception {
    logged = new StringWriter();
    return new UserDataCache(cacheDir, new Log(new PrintWriter(logged, true), Log.Level.INFO),
        new Cleanup()).obtain(source);
  }

  String log() {
    return logged.toString();
  }

  @Test
  void aFileIsCheckedOnceThenUsedFromTheCacheAfterItsSha256IsVerified() throws Exception {
    UserDataCache.Entry first = obtain();
    assertThat(log()).contains("Checking " + source);
    assertThat(first.data().metadata().checksum()).isEqualTo(CHECKSUM);
    assertThat(first.data().metadata().records()).isEqualTo(2);
    assertThat(first.data().path().getFileName().toString()).matches("Data\\.[0-9a-f]{16}\\.jsonl");
    assertThat(first.data().path()).hasContent(TEXT.strip());
    assertThat(first.validation().path()).hasContent(TEXT.strip());

    UserDataCache.Entry again = obtain();

    assertThat(log()).doesNotContain("Checking").contains("Verifying cached")
        .doesNotContain("WARN");
    assertThat(again.data().metadata()).isEqualTo(first.data().metadata());
    assertThat(again.validation().metadata()).isEqualTo(first.validation().metadata());
  }

  @Test
  void aCopyEditedInPlaceToTheSameSizeIsCopiedAgainFromItsSource() throws Exception {
    Path copy = obtain().data().path();
    Files.writeString(copy, TEXT.replace("2.5", "7.5"));

    UserDataCache.Entry again = obtain();

    assertThat(log()).contains("WARN: Cached " + copy + " does not match its SHA-256")
        .contains("Checking " + source);
    assertThat(again.data().path()).hasContent(TEXT.strip());
    assertThat(again.data().metadata().checksum()).isEqualTo(CHECKSUM);
  }

  @Test
  void anEditedChecksumInTheSidecarIsNotBelieved() throws Exception {
    Path copy = obtain().data().path();
    Path meta = copy.resolveSibling(copy.getFileName() + ".meta.json");
    Files.writeString(meta, Files.readString(meta).replace("\"checksum\" : " + CHECKSUM,
        "\"checksum\" : 12345"));
    assertThat(Files.readString(meta)).contains("12345");

    UserDataCache.Entry again = obtain();

    assertThat(log()).contains("WARN: Ignoring " + meta + ": its fields do not match its digest");
    assertThat(again.data().metadata().checksum()).isEqualTo(CHECKSUM);
    assertThat(Files.readString(meta)).doesNotContain("12345");
  }

  @Test
  void anEditedValidationFileIsWrittenAgainFromTheVerifiedCopy() throws Exception {
    Path small = obtain().validation().path();
    Files.writeString(small, "[\"x\"]\n[\"é\"]\n".replace("x", "y"));

    UserDataCache.Entry again = obtain();

    assertThat(log()).contains("WARN: Cached " + small).doesNotContain("Checking");
    assertThat(again.validation().path()).hasContent(TEXT.strip());
    assertThat(again.validation().metadata().checksum()).isEqualTo(CHECKSUM);
  }

  @Test
  void aCopyFromAnOlderJsonmarkWithoutADigestIsCheckedAgainAndItsOldSidecarRemoved()
      throws Exception {
    Path copy = obtain().data().path();
    String stem = copy.getFileName().toString().replace(".jsonl", "");
    Files.delete(copy.resolveSibling(copy.getFileName() + ".meta.json"));
    Path old = Files.writeString(copy.resolveSibling(stem + ".json"),
        "{\"sha256\":\"whatever\",\"checksum\":12345}");

    UserDataCache.Entry again = obtain();

    assertThat(log()).contains("Checking " + source);
    assertThat(again.data().metadata().checksum()).isEqualTo(CHECKSUM);
    assertThat(old).doesNotExist();
  }

  @Test
  void aFileWithBadLinesNamesThemAndAMissingFileSaysSo() throws Exception {
    Files.writeString(source, "[1,]\n{}\n{\"a\" 1}\n");
    assertThatThrownBy(this::obtain)
        .isInstanceOf(UserDataCache.BadDataException.class)
        .satisfies(e -> assertThat(((UserDataCache.BadDataException) e).lines()).containsExactly(
            "--data " + source + ": 2 bad lines; nothing was run (fix or remove them):",
            "  line 1, column 4: a comma before ']' (JSON allows no trailing comma)",
            "  line 3, column 6: expected ':' after the key, found '1'"));
    try (var left = Files.list(cacheDir)) {
      assertThat(left.map(p -> p.getFileName().toString()))
          .noneMatch(name -> name.startsWith("Data.") && !name.endsWith(".lock"));
    }
    Files.delete(source);
    assertThatThrownBy(this::obtain).hasMessage("--data " + source + ": no such file");
  }
}
