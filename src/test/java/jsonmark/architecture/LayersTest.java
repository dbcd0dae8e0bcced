package jsonmark.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The package structure CONTRIBUTING.md describes: one role per package, data flowing one way from the
 * command line through generation and spawning to statistics and reports, never back.
 */
class LayersTest {

  private static JavaClasses classes;

  @BeforeAll
  static void importMainClasses() {
    classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("jsonmark");
  }

  @Test
  void packagesAreFreeOfCycles() {
    slices().matching("jsonmark.(*)..").should().beFreeOfCycles().check(classes);
  }

  @Test
  void subPackagesAreFreeOfCyclesToo() {
    // Each package on its own, sub-packages included: benchmark and its shape packages, the
    // report model and its formats and charts.
    slices().matching("jsonmark.(**)").should().beFreeOfCycles().check(classes);
  }

  @Test
  void eachLayerUsesOnlyTheLayersBelowIt() {
    layeredArchitecture()
        .consideringOnlyDependenciesInAnyPackage("jsonmark..")
        .layer("launcher").definedBy("jsonmark.launcher..")
        .layer("cli").definedBy("jsonmark.cli..")
        .layer("compare").definedBy("jsonmark.compare..")
        .layer("merge").definedBy("jsonmark.merge..")
        .layer("orchestration")
        .definedBy("jsonmark.run..", "jsonmark.serializers..", "jsonmark.conformance..",
            "jsonmark.validate..", "jsonmark.preparation..", "jsonmark.readcheck..",
            "jsonmark.progress..")
        .layer("plan").definedBy("jsonmark.plan..")
        .layer("history").definedBy("jsonmark.history..")
        .layer("report").definedBy("jsonmark.report..")
        .layer("result").definedBy("jsonmark.result..")
        .layer("stats").definedBy("jsonmark.stats..")
        .layer("measure")
        .definedBy("jsonmark.exec..", "jsonmark.profile..", "jsonmark.instructions..")
        .layer("data").definedBy("jsonmark.cache..", "jsonmark.serialize..", "jsonmark.values..")
        .layer("benchmark").definedBy("jsonmark.benchmark..")
        .layer("environment").definedBy("jsonmark.env..")
        .layer("proc").definedBy("jsonmark.proc..")
        .layer("base").definedBy("jsonmark.log..", "jsonmark.lifecycle..", "jsonmark.io..")
        .whereLayer("launcher").mayNotBeAccessedByAnyLayer()
        .whereLayer("cli").mayOnlyBeAccessedByLayers("launcher")
        .whereLayer("compare").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("merge").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("orchestration").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("plan").mayOnlyBeAccessedByLayers("cli", "orchestration")
        // Data flows from a run and its report into the history, which only the command line
        // (recording, the history subcommand) reads.
        .whereLayer("history").mayOnlyBeAccessedByLayers("cli")
        .whereLayer("report")
        .mayOnlyBeAccessedByLayers("cli", "orchestration", "compare", "merge", "history")
        .whereLayer("result")
        .mayOnlyBeAccessedByLayers("cli", "orchestration", "plan", "report", "compare", "merge",
            "history")
        .whereLayer("stats")
        .mayOnlyBeAccessedByLayers("cli", "orchestration", "plan", "report", "result",
            "compare", "history")
        .whereLayer("measure")
        .mayOnlyBeAccessedByLayers("cli", "orchestration", "plan", "report", "result", "stats")
        .whereLayer("data").mayOnlyBeAccessedByLayers("cli", "orchestration", "plan")
        .whereLayer("benchmark")
        .mayOnlyBeAccessedByLayers("cli", "orchestration", "plan", "data")
        .whereLayer("environment")
        .mayOnlyBeAccessedByLayers("cli", "orchestration", "report", "result", "compare",
            "merge", "history")
        .whereLayer("proc")
        .mayOnlyBeAccessedByLayers(
            "cli", "orchestration", "report", "result", "stats", "measure", "data", "environment")
        .check(classes);
  }

  @Test
  void theReportModelKnowsNoFormatOrChartAndChartsKnowNoFormat() {
    noClasses().that().resideInAPackage("jsonmark.report")
        .should().dependOnClassesThat()
        .resideInAnyPackage("jsonmark.report.format..", "jsonmark.report.chart..")
        .check(classes);
    noClasses().that().resideInAPackage("jsonmark.report.chart..")
        .should().dependOnClassesThat().resideInAPackage("jsonmark.report.format..")
        .check(classes);
  }

  @Test
  void theProcReaderStandsOnNothingOfTheDriver() {
    classes()
        .that().resideInAPackage("jsonmark.proc..")
        .should().onlyDependOnClassesThat()
        .resideInAnyPackage("jsonmark.proc..", "java..", "oshi..")
        .check(classes);
  }

  @Test
  void changePointStatisticsArePureAndStandOnlyOnStatistics() {
    // The history store and its commands (issue 47) hand these plain arrays; they read no file,
    // no database and no other package of the driver.
    classes()
        .that().resideInAPackage("jsonmark.stats.changes..")
        .should().onlyDependOnClassesThat()
        .resideInAnyPackage("jsonmark.stats..", "java.lang..", "java.util..",
            "org.apache.commons.math3..")
        .check(classes);
  }

  @Test
  void measuringKnowsNothingOfWhatIsDoneWithTheMeasurements() {
    slices().matching("jsonmark.(exec|profile)..").should().notDependOnEachOther().check(classes);
  }

  @Test
  void theRunLoopsRolesKnowNothingOfTheLoop() {
    // Data preparation, the read check and progress are driven by the loops of jsonmark.run and
    // jsonmark.validate and return values to them; none of them reaches into either.
    noClasses().that().resideInAnyPackage("jsonmark.preparation..", "jsonmark.readcheck..",
            "jsonmark.progress..")
        .should().dependOnClassesThat().resideInAnyPackage("jsonmark.run..",
            "jsonmark.validate..")
        .check(classes);
  }

  @Test
  void theRunLoopsPartsNeverCallBackUpIntoIt() {
    // The loop (Invocation > BenchmarkRun > RoundRunner) decides; the parts it drives return
    // values and never reach back into it.
    noClasses().that().resideInAPackage("jsonmark.run")
        .and().doNotHaveSimpleName("Invocation")
        .and().doNotHaveSimpleName("BenchmarkRun")
        .and().doNotHaveSimpleName("RoundRunner")
        .and().areNotNestedClasses()
        .should().dependOnClassesThat().haveSimpleName("RoundRunner")
        .orShould().dependOnClassesThat().haveSimpleName("BenchmarkRun")
        .orShould().dependOnClassesThat().haveSimpleName("Invocation")
        .check(classes);
    noClasses().that().haveSimpleName("RoundRunner")
        .should().dependOnClassesThat().haveSimpleName("BenchmarkRun")
        .orShould().dependOnClassesThat().haveSimpleName("Invocation")
        .check(classes);
    // A lambda hides a call back from the rules above: the read check keeps none to run with.
    com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields()
        .that().areDeclaredInClassesThat().haveSimpleName("RunChecks")
        .should().haveRawType(com.tngtech.archunit.base.DescribedPredicate.describe(
            "an interface of JSONMark's", (com.tngtech.archunit.core.domain.JavaClass type) ->
                type.isInterface() && type.getPackageName().startsWith("jsonmark")))
        .check(classes);
    // What the invocation hands a benchmark run is values, not suppliers to call back for them.
    com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noFields()
        .that().areDeclaredInClassesThat()
        .haveFullyQualifiedName("jsonmark.run.BenchmarkRun$Setting")
        .should().haveRawType(com.tngtech.archunit.base.DescribedPredicate.describe(
            "a function type", (com.tngtech.archunit.core.domain.JavaClass type) ->
                type.getPackageName().equals("java.util.function")))
        .check(classes);
  }

  /**
   * The function-typed parameters and fields a higher layer may fill, as CONTRIBUTING.md lists
   * them: a pool's map, process watchers, shutdown and signal hooks, exporters, the live line's
   * text asked again at each redraw, and pure functions of data (a sort key, a chart's labels).
   */
  static final Set<String> IDIOMATIC = Set.of(
      // a pool's map
      "jsonmark.exec.SideBySide.run(Task) <- jsonmark.conformance.ConformanceRun",
      "jsonmark.exec.SideBySide.run(Task) <- jsonmark.run.Runner",
      "jsonmark.cache.DataCache.obtain(Generation) <- jsonmark.preparation.DataPreparation",
      // process watchers, and the writer's progress
      "jsonmark.exec.Executor$Watcher.started(Supplier) <- jsonmark.run.WaitMeter$2",
      "jsonmark.profile.ProcessTreeSampler.start(Supplier) <- jsonmark.run.Invocation",
      "jsonmark.profile.WaitSampler.start(Supplier) <- jsonmark.run.ProcWaitMeter$1",
      "jsonmark.serialize.DataFileWriter.write(LongConsumer)"
          + " <- jsonmark.preparation.DataPreparation",
      "jsonmark.log.StatusLine.show(Supplier) <- jsonmark.progress.Ticker",
      // shutdown and signal hooks
      "jsonmark.lifecycle.Cleanup.register(Runnable) <- jsonmark.cache.DataCache",
      "jsonmark.lifecycle.Cleanup.register(Runnable) <- jsonmark.conformance.SuiteFolder",
      "jsonmark.lifecycle.Cleanup.register(Runnable) <- jsonmark.exec.TreeDestroyer",
      "jsonmark.lifecycle.Cleanup.register(Runnable) <- jsonmark.readcheck.ReadOnlyData",
      "jsonmark.lifecycle.Cleanup.register(Runnable) <- jsonmark.readcheck.TemporaryFiles",
      "jsonmark.lifecycle.Cleanup.register(Runnable)"
          + " <- jsonmark.serializers.SerializersRun$Results",
      "jsonmark.lifecycle.SignalHandlers.handle(IntConsumer) <- jsonmark.exec.JobControl",
      // exporters
      "jsonmark.io.Exporter.chart(Chart) <- jsonmark.compare.CompareOutputs",
      "jsonmark.io.Exporter.chart(Chart) <- jsonmark.report.format.BenchmarkFiles",
      "jsonmark.io.Exporter.chart(Chart) <- jsonmark.report.format.MatrixFolder",
      "jsonmark.io.Exporter.index(BiFunction) <- jsonmark.report.format.BenchmarkFiles",
      "jsonmark.io.Exporter.index(BiFunction) <- jsonmark.report.format.MatrixFolder",
      "jsonmark.io.Exporter.once(Function) <- jsonmark.report.format.BenchmarkFiles",
      "jsonmark.io.Exporter.page(BiFunction) <- jsonmark.compare.CompareOutputs",
      "jsonmark.io.Exporter.page(BiFunction) <- jsonmark.report.format.BenchmarkFiles",
      "jsonmark.io.Exporter.page(BiFunction) <- jsonmark.report.format.MatrixFolder",
      "jsonmark.io.Exporter.text(Function) <- jsonmark.compare.CompareOutputs",
      "jsonmark.io.Exporter.text(Function) <- jsonmark.conformance.ConformanceFiles",
      "jsonmark.io.Exporter.text(Function) <- jsonmark.report.format.BenchmarkFiles",
      "jsonmark.io.Exporter.text(Function) <- jsonmark.report.format.MatrixFolder",
      "jsonmark.io.Exporter.text(Function) <- jsonmark.serializers.ReportFiles",
      // how /proc's files are read: the profiler's, kept open between readings (KeptFiles)
      "jsonmark.proc.Proc.children(Reader) <- jsonmark.profile.TreeProbe",
      "jsonmark.proc.Proc.peakRssKiB(Reader) <- jsonmark.profile.TreeProbe",
      "jsonmark.proc.Proc.schedstat(Reader) <- jsonmark.profile.TreeProbe",
      "jsonmark.proc.Proc.stat(Reader) <- jsonmark.profile.TreeProbe",
      // pure functions of data
      "jsonmark.result.RunTimes.byMean(Function) <- jsonmark.report.Judgement",
      "jsonmark.result.RunTimes.byMean(Function) <- jsonmark.run.Recorder",
      "jsonmark.report.chart.Painted$Errors.<init>(ItemPaint) <- jsonmark.compare.ChangeChart",
      "jsonmark.report.chart.TickedLogAxis.<init>(DoubleFunction)"
          + " <- jsonmark.compare.ChangeChart");

  /**
   * Calls up that issue 45 item 5 is to remove, each a value the command line could hand down
   * instead (the executor, the results folder's report, the machine, the signal, the cache's
   * expected metadata). Listed so that no new one comes in; remove each line with its fix.
   */
  static final Set<String> TO_REMOVE = Set.of(
      "jsonmark.cache.CachedFiles.of(Function) <- jsonmark.cli.CacheCommand",
      "jsonmark.conformance.Conformance.<init>(Consumer) <- jsonmark.cli.ConformanceCommand",
      "jsonmark.conformance.Conformance.<init>(Supplier) <- jsonmark.cli.ConformanceCommand",
      "jsonmark.run.Invocation.<init>(Supplier) <- jsonmark.cli.JsonmarkCommand",
      "jsonmark.serializers.SerializersRun.<init>(Consumer) <- jsonmark.cli.SerializersCommand");

  @Test
  void noLowerLayerIsHandedAFunctionThatCallsUpIntoAHigherOne() {
    Set<String> found = CallbacksUp.in(classes);
    Set<String> allowed = new TreeSet<>(IDIOMATIC);
    allowed.addAll(TO_REMOVE);
    assertThat(found).as("a function handed down from a higher layer, to be passed as a value"
        + " instead (or, if idiomatic, listed with its reason)").isSubsetOf(allowed);
    assertThat(allowed).as("listed but gone: take it off the list").isSubsetOf(found);
  }

  @Test
  void aFunctionHandedDownIsFoundInAFieldSetOrAParameterCalledFromAbove() {
    Set<String> found = CallbacksUp.in(classes);
    // Progress once called back for what follows the benchmark; it is a value now.
    assertThat(found).noneMatch(line -> line.startsWith("jsonmark.progress.Progress."))
        .contains("jsonmark.run.Invocation.<init>(Supplier) <- jsonmark.cli.JsonmarkCommand");
  }
}
