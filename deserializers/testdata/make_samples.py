#!/usr/bin/env python3
"""Writes the small hand-checked sample files every language's tests read (deserializers/testdata).

Not the driver's generator: a second, independent writer of the shapes in docs/benchmarks.md,
so that each deserializer is tested against the contract rather than against the driver.
Run it again only when docs/benchmarks.md changes; the files are committed.
"""
import json
import random

rnd = random.Random(7)
TEXTS = [
    "Café au lait, s'il vous plaît — déjà vu! \"quoted\" and back\\slash",
    "東京タワーで会いましょう。今日はいい天気ですね 😀🎉",
    "line one\nline two\ttabbed \u0001 control, emoji 🇨🇦 and 𝄞 clef",
    "Ünïcödé ßtraße, ça va? <b>bold</b> & 'single' / slash",
    "plain ascii text #hashtag @mention http://t.co/abc",
]


def user(i):
    return {
        "id": 1000 + i * 7919, "id_str": str(1000 + i * 7919), "name": rnd.choice(["Zoë", "山田太郎", "Bob"]),
        "screen_name": f"user_{i}", "location": rnd.choice(["", "Montréal", "東京"]),
        "description": rnd.choice(TEXTS), "url": rnd.choice([None, "http://example.com/u"]),
        "entities": {"description": {"urls": [] if i % 2 else [
            {"url": "http://t.co/x", "expanded_url": "http://example.com/x", "display_url": "example.com/x", "indices": [0, 13]}]}},
        "protected": False, "followers_count": rnd.randint(0, 50000), "friends_count": rnd.randint(0, 5000),
        "listed_count": rnd.randint(0, 100), "created_at": "Mon Mar 04 12:00:00 +0000 2013",
        "favourites_count": rnd.randint(0, 1000), "utc_offset": rnd.choice([None, 32400, -18000]),
        "time_zone": rnd.choice([None, "Tokyo", "Eastern Time (US & Canada)"]), "geo_enabled": bool(i % 2),
        "verified": False, "statuses_count": rnd.randint(1, 100000), "lang": rnd.choice(["ja", "fr", "en"]),
        "profile_image_url_https": "https://pbs.twimg.com/profile_images/1/a_normal.jpeg",
        "default_profile": True, "following": rnd.choice([None, False]), "notifications": rnd.choice([None, False]),
    }


def status(i, nested):
    sid = (1 << 59) + i * 104729
    rid = rnd.choice([None, (1 << 60) + i])
    st = {
        "metadata": {"result_type": "recent", "iso_language_code": rnd.choice(["ja", "fr", "en"])},
        "created_at": "Sun Aug 31 00:29:15 +0000 2014", "id": sid, "id_str": str(sid),
        "text": rnd.choice(TEXTS),
        "source": "<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>",
        "truncated": False, "in_reply_to_status_id": rid, "in_reply_to_status_id_str": None if rid is None else str(rid),
        "in_reply_to_user_id": None if rid is None else 4242, "in_reply_to_user_id_str": None if rid is None else "4242",
        "in_reply_to_screen_name": None if rid is None else "someone", "user": user(i),
        "geo": None, "coordinates": None, "place": None, "contributors": None,
        "retweeted_status": None if nested or i % 3 else status(i + 100, True),
        "retweet_count": rnd.randint(0, 1000), "favorite_count": rnd.randint(0, 1000),
        "entities": {
            "hashtags": [{"text": rnd.choice(["夏", "café", "json"]), "indices": [j * 5, j * 5 + 4]} for j in range(i % 3)],
            "symbols": [],
            "urls": [{"url": "http://t.co/abc", "expanded_url": "http://example.com/a?b=c&d=e", "display_url": "example.com/a", "indices": [10, 25]}] if i % 2 else [],
            "user_mentions": [{"screen_name": f"m{j}", "name": "Mentionné", "id": 77 + j, "id_str": str(77 + j), "indices": [3 + j * 9, 11 + j * 9]} for j in range(i % 4)],
        },
        "favorited": False, "retweeted": bool(i % 5 == 0), "possibly_sensitive": rnd.choice([None, False, True]),
        "lang": rnd.choice(["ja", "fr", "en"]),
    }
    return st


def twitter_checksum(s):
    return (s["retweet_count"] + s["favorite_count"] + s["user"]["followers_count"] + len(s["entities"]["hashtags"])
            + sum(m["indices"][0] for m in s["entities"]["user_mentions"])
            + (0 if s["retweeted_status"] is None else s["retweeted_status"]["user"]["friends_count"]))


def ring(n):
    pts = [[rnd.uniform(-141, -52), rnd.uniform(41, 83)] for _ in range(n - 1)]
    pts[0][0] = 1e-4 - 60  # a double a serializer may write with an exponent elsewhere
    return pts + [list(pts[0])]


def feature(i):
    if i % 2:
        geometry = {"type": "Polygon", "coordinates": [ring(rnd.randint(10, 40)) for _ in range(rnd.randint(1, 3))]}
    else:
        geometry = {"type": "MultiPolygon", "coordinates": [[ring(rnd.randint(10, 30)) for _ in range(rnd.randint(1, 2))] for _ in range(rnd.randint(2, 4))]}
    return {"type": "Feature", "properties": {"name": "Canada", "id": i * 13}, "geometry": geometry}


def canada_checksum(f):
    g = f["geometry"]
    rings = g["coordinates"] if g["type"] == "Polygon" else [r for poly in g["coordinates"] for r in poly]
    return f["properties"]["id"] + sum(len(r) for r in rings)


def event(i):
    areas = {str(205705993 + k): rnd.choice(["Arrière-scène central", "1er balcon côté", "Parterre"]) for k in range(i % 4)}
    perfs = []
    for p in range(i % 3 + 1):
        perfs.append({
            "id": 339887544 + p, "eventId": 138586341 + i, "name": rnd.choice([None, "Première"]), "description": None,
            "logo": rnd.choice([None, "/images/UE0AAAAACEKo6QAAAAZDSVRN"]), "start": 1372701600000 + p * 86400000,
            "seatCategories": [{"seatCategoryId": 338937295 + c, "areas": [{"areaId": 205705999 + a, "blockIds": [] if a % 2 else [1, 2]} for a in range(c + 1)]} for c in range(p + 1)],
            "prices": [{"amount": rnd.randint(1000, 200000), "audienceSubCategoryId": 337100890, "seatCategoryId": 338937295 + c} for c in range(p + 1)],
            "seatMapImage": None, "venueCode": "PLEYEL_PLEYEL",
        })
    return {
        "id": 138586341 + i, "name": rnd.choice(["30th Anniversary Tour", "Orchestre de Paris — Été", "Noël à l'Opéra"]),
        "description": None, "subTitle": rnd.choice([None, "Saison 2014"]), "logo": None, "subjectCode": None,
        "topicIds": [324846099 + k for k in range(i % 3)], "subTopicIds": [337184269, 337184283],
        "performances": perfs, "areaNames": areas, "seatCategoryNames": {"338937295": "Catégorie 1"},
    }


def citm_checksum(e):
    return (len(e["topicIds"]) + len(e["areaNames"])
            + sum(sum(c["amount"] for c in p["prices"]) + sum(len(s["areas"]) for s in p["seatCategories"]) for p in e["performances"]))


def simple(i):
    return {"integer_1": rnd.randint(-1000, 1000), "integer_2": rnd.randint(-1000, 1000), "float_1": rnd.uniform(-1000, 1000),
            "float_2": 1e-4 * i, "bool": bool(i % 2), "words": ["fact", "cultural", "phone", "response", "foreign"],
            "str": "Week later bank not benefit pressure return.", "datetime": "2027-02-03T15:33:51Z",
            "coordinates": {"longitude": -49.005937, "latitude": -77.018792}, "null": None}


def simple_checksum(r):
    return r["integer_1"] + r["integer_2"]


with open("checksums.txt", "w") as sums:
    for name, make, check, n in [("Simple1Benchmark", simple, simple_checksum, 20), ("Twitter1Benchmark", lambda i: status(i, False), twitter_checksum, 12),
                                 ("Canada1Benchmark", feature, canada_checksum, 8), ("Citm1Benchmark", event, citm_checksum, 12)]:
        records = [make(i) for i in range(n)]
        with open(name + ".jsonl", "w", encoding="utf-8", newline="\n") as out:
            for r in records:
                out.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")
        sums.write(f"{name} {sum(check(r) for r in records)}\n")
    # Data.jsonl is written by hand (mixed shapes); its generic checksum comes from generic_checksum.py.
    from generic_checksum import file_checksum
    sums.write(f"Data {file_checksum('Data.jsonl')}\n")
