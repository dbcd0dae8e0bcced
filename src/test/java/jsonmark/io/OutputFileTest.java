package jsonmark.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputFileTest {

  @TempDir Path tmp;

  @Test
  void aRegularFileIsReplacedWholeAndNoTemporaryFileIsLeft() throws IOException {
    Path file = Files.writeString(tmp.resolve("r.json"), "old, and longer than the new text");
    OutputFile.write(file, bytes("new"));
    assertThat(file).hasContent("new");
    assertThat(OutputFile.inPlace(file)).isFalse();
    try (var files = Files.list(tmp)) {
      assertThat(files).containsExactly(file);
    }
  }

  @Test
  void aSymbolicLinkStaysALinkAndItsTargetIsWritten() throws IOException {
    Path target = Files.writeString(Files.createDirectory(tmp.resolve("t")).resolve("r.md"), "x");
    Path link = Files.createSymbolicLink(tmp.resolve("link.md"), Path.of("t/r.md"));
    Path dangling = Files.createSymbolicLink(tmp.resolve("new.md"), Path.of("t/new.md"));

    OutputFile.write(link, bytes("table"));
    OutputFile.write(dangling, bytes("made"));

    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(target).hasContent("table");
    assertThat(Files.isSymbolicLink(dangling)).isTrue();
    assertThat(tmp.resolve("t/new.md")).hasContent("made");
  }

  @Test
  void aFifoAndALinkToItAreWrittenIntoNotReplaced() throws Exception {
    Path fifo = fifo("fifo");
    Path link = Files.createSymbolicLink(tmp.resolve("to-fifo"), fifo);
    assertThat(OutputFile.inPlace(fifo)).isTrue();
    assertThat(OutputFile.inPlace(link)).isTrue();
    for (Path path : new Path[] {fifo, link}) {
      CompletableFuture<String> read = reader(fifo);
      OutputFile.write(path, bytes("through " + path.getFileName()));
      assertThat(read.get(30, TimeUnit.SECONDS)).isEqualTo("through " + path.getFileName());
    }
    assertThat(Files.readAttributes(fifo, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS)
        .isOther()).as("still a FIFO").isTrue();
    assertThat(Files.isSymbolicLink(link)).isTrue();
  }

  @Test
  void aDescriptorOfThisProcessIsWrittenThroughNotRenamedOver() throws Exception {
    Path fifo = fifo("fd");
    CompletableFuture<String> read = reader(fifo);
    try (var open = Files.newOutputStream(fifo)) {
      Path descriptor = Path.of("/dev/fd/" + descriptorOf(fifo));
      assertThat(OutputFile.unwritable(descriptor)).isEmpty();
      OutputFile.write(descriptor, bytes("via /dev/fd"));
    }
    assertThat(read.get(30, TimeUnit.SECONDS)).isEqualTo("via /dev/fd");
  }

  @Test
  void standardOutputHasItsNamesBesideTheDash() {
    assertThat(OutputFile.standardOutput("-")).isTrue();
    assertThat(OutputFile.standardOutput("/dev/stdout")).isTrue();
    assertThat(OutputFile.standardOutput("/dev/fd/1")).isTrue();
    assertThat(OutputFile.standardOutput("/dev/stderr")).isFalse();
    assertThat(OutputFile.standardOutput("stdout")).isFalse();
  }

  @Test
  void whatCannotBeWrittenIsSaidBeforeInWords() throws IOException {
    Path file = Files.writeString(tmp.resolve("plain"), "x");
    assertThat(OutputFile.unwritable(tmp.resolve("none/r.json")))
        .contains("no such folder: " + tmp.resolve("none"));
    assertThat(OutputFile.unwritable(tmp)).contains("it is a folder");
    assertThat(OutputFile.unwritable(file.resolve("r.json")))
        .contains(file + " is a file, not a folder");
    assertThat(OutputFile.unwritable(tmp.resolve("r.json"))).isEmpty();
    assertThat(OutputFile.unwritable(file)).isEmpty();
    assertThat(OutputFile.refused("--export-csv", tmp)).contains("--export-csv " + tmp
        + ": cannot write there: it is a folder; choose another path");
    assertThat(file).hasContent("x");
  }

  @Test
  void aResultsFolderIsRefusedWhenAFileIsInItsWayAndNotCreatedByTheCheck() throws IOException {
    Path file = Files.writeString(tmp.resolve("plain"), "x");
    assertThat(OutputFile.unusableFolder(file.resolve("a/b")))
        .contains(file + " is a file, not a directory");
    assertThat(OutputFile.unusableFolder(file)).contains("it is a file, not a directory");
    assertThat(OutputFile.unusableFolder(tmp.resolve("new/deeper"))).isEmpty();
    assertThat(tmp.resolve("new")).doesNotExist();
  }

  @Test
  void aFailedWriteSaysItsCauseWithNoJavaNameOrTemporaryFile() {
    Path nowhere = tmp.resolve("gone/r.json");
    assertThatThrownBy(() -> OutputFile.write(nowhere, bytes("x")))
        .isInstanceOfSatisfying(IOException.class, e ->
            assertThat(OutputFile.cannotWrite("the CSV export", nowhere, e)).isEqualTo(
                "cannot write the CSV export to " + nowhere + ": no such folder; choose another"
                    + " path"));
    // As FileOutputStream reports ENOSPC, on /dev/full for one.
    assertThat(OutputFile.why(new IOException("No space left on device")))
        .isEqualTo("no space left on device");
    assertThat(OutputFile.why(new NoSuchFileException(tmp + "/.r.json.0b5e.tmp")))
        .isEqualTo("no such folder");
    assertThat(OutputFile.why(new java.nio.file.DirectoryNotEmptyException(tmp + "/.r.tmp")))
        .isEqualTo("it is a folder");
  }

  private Path fifo(String name) throws Exception {
    Path fifo = tmp.resolve(name);
    assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
    return fifo;
  }

  private static CompletableFuture<String> reader(Path fifo) {
    return CompletableFuture.supplyAsync(() -> {
      try {
        return Files.readString(fifo);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  /** The descriptor this process holds {@code file} open on: the JDK does not tell it. */
  private static int descriptorOf(Path file) throws IOException {
    try (var links = Files.list(Path.of("/proc/self/fd"))) {
      return links.filter(l -> {
        try {
          return Files.readSymbolicLink(l).equals(file);
        } catch (IOException e) {
          return false;
        }
      }).map(l -> Integer.parseInt(l.getFileName().toString())).findFirst().orElseThrow();
    }
  }

  private static byte[] bytes(String text) {
    return text.getBytes(StandardCharsets.UTF_8);
  }
}
