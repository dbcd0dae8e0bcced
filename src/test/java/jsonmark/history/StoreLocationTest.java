package jsonmark.history;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class StoreLocationTest {

  @Test
  void theDefaultStoreIsAFileInTheResultsDirectory() {
    StoreLocation location = StoreLocation.resolve(Optional.empty(), Map.of(), Path.of("results"));
    assertThat(location.url()).isEqualTo("jdbc:sqlite:results/history.sqlite");
    assertThat(location.file()).contains(Path.of("results/history.sqlite"));
  }

  @Test
  void theOptionWinsOverTheVariable() {
    Map<String, String> env = Map.of("JSONMARK_HISTORY", "jdbc:sqlite:/tmp/a.sqlite");
    assertThat(StoreLocation.resolve(Optional.empty(), env, Path.of("r")).url())
        .isEqualTo("jdbc:sqlite:/tmp/a.sqlite");
    assertThat(StoreLocation.resolve(Optional.of("jdbc:postgresql://db/bench?password=s3"),
        env, Path.of("r")).shown()).isEqualTo("jdbc:postgresql://db/bench?password=***");
  }

  @Test
  void otherUrlsAreRefusedSayingWhichAreTaken() {
    assertThatThrownBy(() -> StoreLocation.of("jdbc:mysql://db/x"))
        .hasMessage("the history store jdbc:mysql://db/x is neither jdbc:sqlite:PATH nor"
            + " jdbc:postgresql://HOST[:PORT]/DATABASE");
  }

  @Test
  void aStoreOnANetworkFileSystemIsRefusedWithTheReason() {
    List<String> mounts = List.of("/dev/sda1 / ext4 rw 0 0",
        "server:/export /mnt/team nfs4 rw,relatime 0 0", "drvfs /mnt/c 9p rw 0 0");
    assertThat(NetworkFileSystems.refusal(Path.of("/home/me/results/history.sqlite"), mounts))
        .isEmpty();
    assertThat(NetworkFileSystems.refusal(Path.of("/mnt/team/results/history.sqlite"), mounts))
        .contains("the history store /mnt/team/results/history.sqlite is on a network file"
            + " system (nfs4 at /mnt/team), where SQLite's locks do not hold: give --history a"
            + " local file or a jdbc:postgresql:// URL");
    assertThat(NetworkFileSystems.refusal(Path.of("/mnt/c/h.sqlite"), mounts)).isPresent();
  }

  @Test
  void theToolchainIsTheRuntimesTheCommandUses() {
    Map<String, String> runtimes = new java.util.LinkedHashMap<>();
    runtimes.put("python3", "Python 3.11.2");
    runtimes.put("node", "v18.19.0");
    runtimes.put("rustc", "rustc 1.77.0");
    assertThat(Toolchain.of("python3 main.py orjson $FILENAME", runtimes))
        .isEqualTo("python3=Python 3.11.2");
    assertThat(Toolchain.of("deserializers/rust/target/release/serde $FILENAME", runtimes))
        .isEqualTo("rustc=rustc 1.77.0");
    assertThat(Toolchain.of("./my-parser $FILENAME", runtimes)).isEmpty();
  }
}
