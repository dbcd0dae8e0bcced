package jsonmark.run;

import java.io.PrintStream;
import java.nio.file.Path;
import jsonmark.lifecycle.Cleanup;
import jsonmark.log.Log;
import jsonmark.plan.Workload;
import jsonmark.preparation.DataPreparation;

/**
 * Where a good data file comes from again after a command damaged its copy: the same preparation
 * that made it, from the cache. A named class, not a lambda, so the read check's one call
 * outward is a dependency the layer test sees.
 */
record GoodData(Workload workload, Path cacheDir, Log log, PrintStream terminal, Cleanup cleanup) {

  /** A verified good data file, prepared (or found in the cache) again. */
  Path restore() throws Exception {
    return DataPreparation.prepare(workload, cacheDir, false, log, terminal, cleanup).data().path();
  }
}
