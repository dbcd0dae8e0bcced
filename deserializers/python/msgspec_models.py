"""Typed models of every benchmark's record (docs/benchmarks.md) for the msgspec variant.

A module of its own, imported only by that variant: the other variants must not need msgspec,
and Twitter's status refers to itself (retweeted_status), a forward reference that msgspec
resolves only for classes defined at module level.

Every documented field is declared, with its documented nullability, so decoding validates the
whole record; `int64` ids are plain `int` (msgspec reads any 64-bit integer exactly). Field
names are the JSON keys, camelCase included, so no renaming is needed.
"""

import msgspec

# ---- Simple1Benchmark


class Coordinates(msgspec.Struct):
    longitude: float
    latitude: float


class Simple(msgspec.Struct):
    integer_1: int
    integer_2: int
    float_1: float
    float_2: float
    bool: bool
    words: list[str]
    str: str
    datetime: str
    coordinates: Coordinates
    null: None  # "null" is an ordinary identifier in Python


# ---- Twitter1Benchmark


class Metadata(msgspec.Struct):
    result_type: str
    iso_language_code: str


class Url(msgspec.Struct):
    url: str
    expanded_url: str
    display_url: str
    indices: tuple[int, int]


class Hashtag(msgspec.Struct):
    text: str
    indices: tuple[int, int]


class Mention(msgspec.Struct):
    screen_name: str
    name: str
    id: int
    id_str: str
    indices: tuple[int, int]


class Entities(msgspec.Struct):
    hashtags: list[Hashtag]
    symbols: list[Hashtag]
    urls: list[Url]
    user_mentions: list[Mention]


class DescriptionUrls(msgspec.Struct):
    urls: list[Url]


class UserEntities(msgspec.Struct):
    description: DescriptionUrls


class User(msgspec.Struct):
    id: int
    id_str: str
    name: str
    screen_name: str
    location: str
    description: str
    url: str | None
    entities: UserEntities
    protected: bool
    followers_count: int
    friends_count: int
    listed_count: int
    created_at: str
    favourites_count: int
    utc_offset: int | None
    time_zone: str | None
    geo_enabled: bool
    verified: bool
    statuses_count: int
    lang: str
    profile_image_url_https: str
    default_profile: bool
    following: bool | None
    notifications: bool | None


class Status(msgspec.Struct):
    metadata: Metadata
    created_at: str
    id: int
    id_str: str
    text: str
    source: str
    truncated: bool
    in_reply_to_status_id: int | None
    in_reply_to_status_id_str: str | None
    in_reply_to_user_id: int | None
    in_reply_to_user_id_str: str | None
    in_reply_to_screen_name: str | None
    user: User
    geo: None
    coordinates: None
    place: None
    contributors: None
    retweeted_status: "Status | None"  # a forward reference to this very class
    retweet_count: int
    favorite_count: int
    entities: Entities
    favorited: bool
    retweeted: bool
    possibly_sensitive: bool | None
    lang: str


# ---- Canada1Benchmark: the geometry is a union tagged by its "type" key.

Ring = list[tuple[float, float]]  # [[longitude, latitude], ...]


class Polygon(msgspec.Struct, tag_field="type", tag="Polygon"):
    coordinates: list[Ring]


class MultiPolygon(msgspec.Struct, tag_field="type", tag="MultiPolygon"):
    coordinates: list[list[Ring]]


class Properties(msgspec.Struct):
    name: str
    id: int


class Feature(msgspec.Struct, tag_field="type", tag="Feature"):
    properties: Properties
    geometry: Polygon | MultiPolygon


# ---- Citm1Benchmark


class Area(msgspec.Struct):
    areaId: int
    blockIds: list[int]


class SeatCategory(msgspec.Struct):
    seatCategoryId: int
    areas: list[Area]


class Price(msgspec.Struct):
    amount: int
    audienceSubCategoryId: int
    seatCategoryId: int


class Performance(msgspec.Struct):
    id: int
    eventId: int
    name: str | None
    description: None
    logo: str | None
    start: int
    seatCategories: list[SeatCategory]
    prices: list[Price]
    seatMapImage: str | None
    venueCode: str


class Event(msgspec.Struct):
    id: int
    name: str
    description: str | None
    subTitle: str | None
    logo: str | None
    subjectCode: None
    topicIds: list[int]
    subTopicIds: list[int]
    performances: list[Performance]
    areaNames: dict[str, str]  # numeric-string key -> name
    seatCategoryNames: dict[str, str]


# ---- Checksums (docs/benchmarks.md) of decoded Structs


def simple_checksum(r):
    return r.integer_1 + r.integer_2


def twitter_checksum(s):
    e = s.entities
    total = s.retweet_count + s.favorite_count + s.user.followers_count + len(e.hashtags)
    for m in e.user_mentions:
        total += m.indices[0]
    if s.retweeted_status is not None:
        total += s.retweeted_status.user.friends_count
    return total


def canada_checksum(f):
    g = f.geometry
    if type(g) is Polygon:
        points = sum(map(len, g.coordinates))
    else:  # MultiPolygon: the tagged union admits nothing else
        points = sum(len(ring) for polygon in g.coordinates for ring in polygon)
    return f.properties.id + points


def citm_checksum(e):
    total = len(e.topicIds) + len(e.areaNames)
    for p in e.performances:
        for price in p.prices:
            total += price.amount
        for category in p.seatCategories:
            total += len(category.areas)
    return total


# benchmark -> (record type, checksum of one decoded record)
MODELS = {
    "Simple1Benchmark": (Simple, simple_checksum),
    "Twitter1Benchmark": (Status, twitter_checksum),
    "Canada1Benchmark": (Feature, canada_checksum),
    "Citm1Benchmark": (Event, citm_checksum),
}
