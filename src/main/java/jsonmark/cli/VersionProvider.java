package jsonmark.cli;

import picocli.CommandLine.IVersionProvider;

/** {@code --version}: the driver's version from the jar, with the JVM and OS it runs on. */
public final class VersionProvider implements IVersionProvider {

  /** The version in the jar's manifest, from the pom. */
  public static String version() {
    String version = VersionProvider.class.getPackage().getImplementationVersion();
    return version == null ? "development build" : version;
  }

  @Override
  public String[] getVersion() {
    return new String[] {
      "jsonmark " + version(),
      "JVM: ${java.vm.name} ${java.version} (${java.vendor})",
      "OS: ${os.name} ${os.version} ${os.arch}"
    };
  }
}
