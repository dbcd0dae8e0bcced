#!/usr/bin/env python3
"""Writes three JSON Lines files of shapes no deserializer here was written for, for --data.

  github-events.jsonl     GitHub-API-like events: nested actor/repo/payload, ids, URLs, nulls
  geojson-features.jsonl  a GeoJSON FeatureCollection split into one Feature per line
  app-logs.jsonl          application logs: timestamps, levels, messages, optional fields

Deterministic: each file comes from its own seeded random.Random, so the bytes are the same on
every machine. Usage: data_examples.py OUTPUT_DIR [MEGABYTES_EACH] (default 3).
"""
import json
import os
import random
import sys

WORDS = ("fix add update remove refactor parser test docs build release bump merge branch "
         "issue cache driver value number string array object café naïve 東京 😀").split()
TYPES = ["PushEvent", "PullRequestEvent", "IssuesEvent", "WatchEvent", "ForkEvent",
         "IssueCommentEvent", "CreateEvent"]
LEVELS = ["DEBUG", "INFO", "INFO", "INFO", "WARN", "ERROR"]


def sentence(r, n):
    return " ".join(r.choice(WORDS) for _ in range(n))


def github_event(r, i):
    login = "user%d" % r.randrange(100000)
    repo = "%s/%s-%d" % (login, r.choice(WORDS[:20]), r.randrange(100))
    kind = r.choice(TYPES)
    payload = {"action": r.choice(["opened", "closed", "created", None])}
    if kind == "PushEvent":
        payload["commits"] = [{"sha": "%040x" % r.getrandbits(160), "message": sentence(r, 6),
                               "distinct": r.random() < 0.9} for _ in range(r.randrange(1, 5))]
        payload["size"] = len(payload["commits"])
    elif kind in ("PullRequestEvent", "IssuesEvent"):
        payload["number"] = r.randrange(1, 20000)
        payload["labels"] = [r.choice(["bug", "enhancement", "question"])
                             for _ in range(r.randrange(3))]
    return {"id": str(20000000000 + i), "type": kind,
            "actor": {"id": r.randrange(1, 2**31), "login": login,
                      "avatar_url": "https://avatars.example/u/%s" % login},
            "repo": {"id": r.randrange(1, 2**40), "name": repo,
                     "url": "https://api.example/repos/" + repo},
            "payload": payload, "public": r.random() < 0.97,
            "created_at": "2026-%02d-%02dT%02d:%02d:%02dZ" % (
                r.randrange(1, 13), r.randrange(1, 29), r.randrange(24), r.randrange(60),
                r.randrange(60)),
            "org": None if r.random() < 0.7 else {"id": r.randrange(1, 10**6),
                                                  "login": "org%d" % r.randrange(1000)}}


def feature(r, i):
    lon, lat = r.uniform(-180, 180), r.uniform(-85, 85)
    shape = r.choice(["Point", "LineString", "Polygon"])
    if shape == "Point":
        coordinates = [lon, lat]
    else:
        points = [[lon + r.uniform(-1, 1), lat + r.uniform(-1, 1)]
                  for _ in range(r.randrange(3, 40))]
        coordinates = points if shape == "LineString" else [points + [points[0]]]
    return {"type": "Feature", "id": i,
            "geometry": {"type": shape, "coordinates": coordinates},
            "properties": {"name": sentence(r, 2).title(), "population": r.randrange(0, 10**7),
                           "area_km2": round(r.uniform(0.1, 1e5), 3),
                           "capital": r.random() < 0.05, "tags": None}}


def log_line(r, i):
    record = {"ts": "2026-12-01T%02d:%02d:%02d.%03dZ" % (
        (i // 3600000) % 24, (i // 60000) % 60, (i // 1000) % 60, i % 1000),
              "level": r.choice(LEVELS), "logger": "app." + r.choice(WORDS[:12]),
              "msg": sentence(r, r.randrange(3, 12)), "thread": "worker-%d" % r.randrange(16)}
    if r.random() < 0.3:
        record["duration_ms"] = round(r.expovariate(1 / 40.0), 3)
    if record["level"] == "ERROR":
        record["error"] = {"type": "IOException", "message": "connection reset\tby peer",
                           "stack": ["at app.Main.run(Main.java:%d)" % r.randrange(400)]}
    if r.random() < 0.1:
        record["user"] = {"id": r.randrange(10**12), "anonymous": False}
    return record


def write(path, make, seed, size):
    r = random.Random(seed)
    written = 0
    i = 0
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        while written < size:
            line = json.dumps(make(r, i), ensure_ascii=False, separators=(",", ":")) + "\n"
            f.write(line)
            written += len(line.encode("utf-8"))
            i += 1
    print("%s: %d lines, %d bytes" % (path, i, written))


def main():
    out = sys.argv[1]
    size = int(float(sys.argv[2]) * 1e6) if len(sys.argv) > 2 else 3_000_000
    os.makedirs(out, exist_ok=True)
    write(os.path.join(out, "github-events.jsonl"), github_event, 1, size)
    write(os.path.join(out, "geojson-features.jsonl"), feature, 2, size)
    write(os.path.join(out, "app-logs.jsonl"), log_line, 3, size)


main()
