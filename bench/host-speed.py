#!/usr/bin/env python3
"""How steady is this machine's own speed? Runs one fixed single-threaded CPU loop many times and
prints how much its time varies, how much of that the kernel can explain (the loop's run-queue
wait from /proc/self/schedstat, the machine's steal time from /proc/stat), how long a slow spell
lasts (autocorrelation from one loop to the next), and what that means for a comparison of two
commands run in paired rounds: the 95 % interval's half-width to expect from n rounds.

On a virtual machine whose host is shared, the loop's time can vary by tens of percent with no
wait and no steal to show for it: no tool inside the guest can see, let alone remove, that noise;
more rounds (jsonmark --precision) narrow the interval, a quieter machine removes it.

  bench/host-speed.py [LOOPS] [SECONDS_PER_LOOP]     (defaults: 200 0.25)
"""
import math
import os
import statistics
import sys
import time

T95 = {2: 12.71, 3: 4.30, 4: 3.18, 5: 2.78, 6: 2.57, 8: 2.36, 10: 2.26, 20: 2.09, 30: 2.05}


def wait_ns():
    with open("/proc/self/schedstat") as f:
        return int(f.read().split()[1])


def steal_ticks():
    with open("/proc/stat") as f:
        fields = f.readline().split()
    return int(fields[8]) if len(fields) > 8 else 0


def spin(iterations):
    x = 0
    for i in range(iterations):
        x += i
    return x


def calibrate(seconds):
    n = 100_000
    while True:
        t = time.perf_counter()
        spin(n)
        took = time.perf_counter() - t
        if took > 0.05:
            return max(1, int(n * seconds / took))
        n *= 2


def autocorrelation(xs, lag):
    m = statistics.mean(xs)
    den = sum((x - m) ** 2 for x in xs)
    return sum((xs[i] - m) * (xs[i + lag] - m) for i in range(len(xs) - lag)) / den if den else 0


def main():
    loops = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 0.25
    if loops < 10 or seconds <= 0:
        sys.exit("usage: host-speed.py [LOOPS >= 10] [SECONDS_PER_LOOP > 0]")
    n = calibrate(seconds)
    hz = os.sysconf("SC_CLK_TCK")
    times, waits, steals = [], [], []
    for _ in range(loops):
        w, s, t = wait_ns(), steal_ticks(), time.perf_counter()
        spin(n)
        times.append(time.perf_counter() - t)
        waits.append((wait_ns() - w) / 1e9)
        steals.append((steal_ticks() - s) / hz)
    logs = [math.log(x) for x in times]
    net = [math.log(max(1e-9, x - w)) for x, w in zip(times, waits)]
    pairs = [logs[i + 1] - logs[i] for i in range(0, loops - 1, 2)]
    fastest = sorted(times)[len(times) // 10]
    print(f"{loops} loops of about {seconds} s, load average {os.getloadavg()[0]:.2f}:")
    print(f"  time: mean {statistics.mean(times):.3f} s, sd {100 * statistics.stdev(logs):.1f} %,"
          f" from {min(times):.3f} to {max(times):.3f} s;"
          f" {sum(x > 1.1 * fastest for x in times)} of {loops} over 10 % slower than the"
          f" fastest tenth")
    print(f"  explained by the kernel: run-queue wait {100 * sum(waits) / sum(times):.2f} % of the"
          f" time, steal {sum(steals):.2f} s; time minus wait still varies by"
          f" {100 * statistics.stdev(net):.1f} %")
    print("  from one loop to the next (autocorrelation at lags 1, 2, 4, 8): "
          + ", ".join(f"{autocorrelation(logs, k):.2f}" for k in (1, 2, 4, 8)))
    spread = statistics.stdev(pairs)
    print(f"  two loops in a row (a paired round of two commands): their ratio varies by"
          f" {100 * spread:.1f} %")
    print("  expected 95 % half-width of a ratio from paired rounds: "
          + ", ".join(f"{r} rounds ± {100 * (math.exp(T95[r] * spread / math.sqrt(r)) - 1):.0f} %"
                      for r in (5, 10, 30)))


if __name__ == "__main__":
    main()
