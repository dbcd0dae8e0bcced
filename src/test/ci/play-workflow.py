#!/usr/bin/env python3
"""Plays a GitHub Actions job of docs/ci/ without GitHub, and tests docs/ci/own-project.yml.

The job's steps are read from the workflow's YAML, never copied here: each `run:` step runs in
bash -e with the workflow's env, as a runner runs it; `uses:` steps are emulated: a checkout of
the project is a clone of a local repository at the ref asked for, a checkout of jsonmark is a
link to this repository, an upload is a copy, and the rest (setup-java, cache) do nothing.
A step after a failed one runs only under `if: always()`, as on GitHub.

  play-workflow.py --self-test
      builds a scratch git repository holding a toy parser (an awk program) with a base commit,
      a head that changes nothing it runs and a head that executes more instructions, plays
      own-project.yml's job on each head, and checks that the gate passes the unchanged head and
      fails the slower one, writes its verdict to the job summary, and leaves nothing untracked.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))))
EXPRESSION = re.compile(r"\$\{\{\s*(.+?)\s*\}\}")


def evaluate(expression, context):
    """The value of a ${{ }} expression: a dotted name, or hashFiles(...), as text."""
    if expression.startswith("hashFiles("):
        return "played"
    value = context
    for part in expression.split("."):
        if not isinstance(value, dict) or part not in value:
            raise SystemExit("play-workflow: cannot evaluate ${{ %s }}" % expression)
        value = value[part]
    return str(value)


def expand(text, context):
    return EXPRESSION.sub(lambda m: evaluate(m.group(1), context), str(text))


def play(workflow, job_name, project, head, base, workspace, env_overrides):
    """Plays one job; returns (name of the step that failed or None, the job summary's text)."""
    with open(workflow, encoding="utf-8") as f:
        document = yaml.safe_load(f)
    job = document["jobs"][job_name]
    temp = os.path.join(workspace, "_temp")
    os.makedirs(temp)
    summary = os.path.join(temp, "step-summary.md")
    open(summary, "w").close()
    env = {k: expand(v, {}) for k, v in (document.get("env") or {}).items()}
    env.update(env_overrides)
    context = {
        "env": env,
        "github": {"event": {"pull_request": {"base": {"sha": base}}}, "workspace": workspace},
        "runner": {"temp": temp, "os": "Linux"},
    }
    failed = None
    for number, step in enumerate(job["steps"], 1):
        name = step.get("name") or step.get("uses") or "step %d" % number
        if failed and "always()" not in str(step.get("if", "")):
            print("play: skipped  %s" % name)
            continue
        print("play: step     %s" % name, flush=True)
        with_ = {k: expand(v, context) for k, v in (step.get("with") or {}).items()}
        if "uses" in step:
            ok = emulate(step["uses"], with_, project, head, workspace, env)
        else:
            run_env = dict(os.environ)
            run_env.update(env)
            run_env.update({"GITHUB_WORKSPACE": workspace, "RUNNER_TEMP": temp,
                            "GITHUB_STEP_SUMMARY": summary, "GITHUB_ACTIONS": "true",
                            "GITHUB_OUTPUT": os.path.join(temp, "output")})
            script = expand(step["run"], context)
            ok = subprocess.run(["bash", "-e", "-c", script], cwd=workspace,
                                env=run_env).returncode == 0
        if not ok:
            print("play: FAILED   %s" % name)
            failed = failed or name
    with open(summary, encoding="utf-8") as f:
        return failed, f.read()


def emulate(uses, with_, project, head, workspace, env):
    """A `uses:` step, emulated; True when it succeeded."""
    action = uses.split("@")[0]
    if action == "actions/checkout":
        path = os.path.join(workspace, with_.get("path", "."))
        if "repository" in with_:  # jsonmark itself, as a tool: this repository
            os.symlink(ROOT, path)
            return True
        clone = ["git", "clone", "-q", project, path]
        if subprocess.run(clone).returncode != 0:
            return False
        return subprocess.run(["git", "-C", path, "checkout", "-q",
                               with_.get("ref", head)]).returncode == 0
    if action == "actions/upload-artifact":
        target = os.path.join(workspace, "_artifacts", with_["name"])
        for source in with_["path"].split():
            shutil.copytree(os.path.join(workspace, source), target, dirs_exist_ok=True)
        return True
    print("play: emulated %s as nothing to do" % uses)
    return True


TOY = """#!/bin/sh
# Sums integer_1 + integer_2 of each line, as Simple1Benchmark's checksum; EXTRA loops first.
exec awk 'BEGIN { for (i = 0; i < EXTRA; i++) x += i }
  { if (match($0, /"integer_1":-?[0-9]+/)) s += substr($0, RSTART + 12, RLENGTH - 12)
    if (match($0, /"integer_2":-?[0-9]+/)) s += substr($0, RSTART + 12, RLENGTH - 12) }
  END { printf "%d\\n", s }' "$1"
"""


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, "-c", "user.name=play", "-c",
                           "user.email=play@invalid", *args], check=True,
                          capture_output=True, text=True).stdout.strip()


def commit(repo, extra, message):
    with open(os.path.join(repo, "parse.sh"), "w", encoding="utf-8") as f:
        f.write(TOY.replace("EXTRA", str(extra)))
    with open(os.path.join(repo, "README"), "a", encoding="utf-8") as f:
        f.write(message + "\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)
    return git(repo, "rev-parse", "HEAD")


def self_test():
    scratch = tempfile.mkdtemp(prefix="play-workflow-")
    try:
        repo = os.path.join(scratch, "toy")
        os.makedirs(repo)
        git(repo, "init", "-q", ".")
        with open(os.path.join(repo, "build.sh"), "w", encoding="utf-8") as f:
            f.write("mkdir -p build && cp parse.sh build/toy && chmod +x build/toy\n")
        with open(os.path.join(repo, ".gitignore"), "w", encoding="utf-8") as f:
            f.write("build/\n")
        base = commit(repo, 0, "base")
        same = commit(repo, 0, "a change that runs nothing new")
        git(repo, "checkout", "-q", base)
        slower = commit(repo, 500, "more instructions")
        overrides = {"BUILD": "sh build.sh", "DESERIALIZER": "build/toy", "NAME": "toy",
                     "OPTIONS": "--records 300 --startup-runs 0"}
        root_status = git(ROOT, "status", "--porcelain")
        failures = []
        for label, head, gate_fails in (("unchanged", same, False), ("slower", slower, True)):
            workspace = os.path.join(scratch, "workspace-" + label)
            os.makedirs(workspace)
            failed, summary = play(os.path.join(ROOT, "docs/ci/own-project.yml"),
                                   "instructions", repo, head, base, workspace, overrides)
            expected = "Gate" if gate_fails else None
            verdict = "gate failed" if gate_fails else "gate passed"
            if failed != expected:
                failures.append("%s head: the job failed at %r, not at %r" % (
                    label, failed, expected))
            if verdict not in summary:
                failures.append("%s head: the job summary lacks %r" % (label, verdict))
            if not os.listdir(os.path.join(workspace, "_artifacts", "jsonmark")):
                failures.append("%s head: no artifact was uploaded" % label)
            for checkout in ("base", "head"):
                status = git(os.path.join(workspace, checkout), "status", "--porcelain")
                if status:
                    failures.append("%s head: %s is left with %s" % (label, checkout, status))
        with open(os.path.join(ROOT, "docs/ci.md"), encoding="utf-8") as f:
            shown = f.read()
        for name in ("own-project.yml", "results-matrix.yml"):
            with open(os.path.join(ROOT, "docs/ci", name), encoding="utf-8") as f:
                if "```yaml\n" + f.read() + "```" not in shown:
                    failures.append("docs/ci.md does not show docs/ci/%s as it is" % name)
        if git(ROOT, "status", "--porcelain") != root_status:
            failures.append("the jsonmark checkout was left with new files")
        for failure in failures:
            print("FAIL " + failure, file=sys.stderr)
        if not failures:
            print("ok   own-project.yml: the gate passes an unchanged head and fails a slower"
                  " one, says so in the job summary, and leaves nothing untracked")
        return 1 if failures else 0
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    print(__doc__, file=sys.stderr)
    sys.exit(2)
