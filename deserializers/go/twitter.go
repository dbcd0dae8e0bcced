package main

import "fmt"

// Twitter1Benchmark: one Twitter API v1.1 status per line (docs/benchmarks.md).
//
// checksum = retweet_count + favorite_count + user.followers_count + len(entities.hashtags)
//          + Σ entities.user_mentions[].indices[0] + retweeted_status.user.friends_count (0 if null)
//
// Every status, a retweeted one too, must hold the integers and arrays the checksum reads for
// a status; a missing retweeted_status counts as null (a typed Go struct cannot tell them apart).

// twitterStatus is the typed status, every documented field. The integers the checksum
// reads are pointers: decoding leaves a missing key and null alike as nil, and both fail,
// where a plain int64 would silently be 0.
type twitterStatus struct {
	Metadata             twitterMetadata `json:"metadata"`
	CreatedAt            string          `json:"created_at"`
	ID                   int64           `json:"id"`
	IDStr                string          `json:"id_str"`
	Text                 string          `json:"text"`
	Source               string          `json:"source"`
	Truncated            bool            `json:"truncated"`
	InReplyToStatusID    *int64          `json:"in_reply_to_status_id"`
	InReplyToStatusIDStr *string         `json:"in_reply_to_status_id_str"`
	InReplyToUserID      *int64          `json:"in_reply_to_user_id"`
	InReplyToUserIDStr   *string         `json:"in_reply_to_user_id_str"`
	InReplyToScreenName  *string         `json:"in_reply_to_screen_name"`
	User                 twitterUser     `json:"user"`
	Geo                  any             `json:"geo"`
	Coordinates          any             `json:"coordinates"`
	Place                any             `json:"place"`
	Contributors         any             `json:"contributors"`
	RetweetedStatus      *twitterStatus  `json:"retweeted_status"`
	RetweetCount         *int64          `json:"retweet_count"`
	FavoriteCount        *int64          `json:"favorite_count"`
	Entities             twitterEntities `json:"entities"`
	Favorited            bool            `json:"favorited"`
	Retweeted            bool            `json:"retweeted"`
	PossiblySensitive    *bool           `json:"possibly_sensitive"`
	Lang                 string          `json:"lang"`
}

type twitterMetadata struct {
	ResultType      string `json:"result_type"`
	IsoLanguageCode string `json:"iso_language_code"`
}

type twitterUser struct {
	ID          int64   `json:"id"`
	IDStr       string  `json:"id_str"`
	Name        string  `json:"name"`
	ScreenName  string  `json:"screen_name"`
	Location    string  `json:"location"`
	Description string  `json:"description"`
	URL         *string `json:"url"`
	Entities    struct {
		Description struct {
			URLs []twitterURL `json:"urls"`
		} `json:"description"`
	} `json:"entities"`
	Protected            bool    `json:"protected"`
	FollowersCount       *int64  `json:"followers_count"`
	FriendsCount         *int64  `json:"friends_count"`
	ListedCount          int64   `json:"listed_count"`
	CreatedAt            string  `json:"created_at"`
	FavouritesCount      int64   `json:"favourites_count"`
	UTCOffset            *int64  `json:"utc_offset"`
	TimeZone             *string `json:"time_zone"`
	GeoEnabled           bool    `json:"geo_enabled"`
	Verified             bool    `json:"verified"`
	StatusesCount        int64   `json:"statuses_count"`
	Lang                 string  `json:"lang"`
	ProfileImageURLHTTPS string  `json:"profile_image_url_https"`
	DefaultProfile       bool    `json:"default_profile"`
	Following            *bool   `json:"following"`
	Notifications        *bool   `json:"notifications"`
}

type twitterEntities struct {
	Hashtags     []twitterHashtag `json:"hashtags"`
	Symbols      []twitterHashtag `json:"symbols"`
	URLs         []twitterURL     `json:"urls"`
	UserMentions []twitterMention `json:"user_mentions"`
}

type twitterHashtag struct {
	Text    string  `json:"text"`
	Indices []int64 `json:"indices"`
}

type twitterURL struct {
	URL         string  `json:"url"`
	ExpandedURL string  `json:"expanded_url"`
	DisplayURL  string  `json:"display_url"`
	Indices     []int64 `json:"indices"`
}

type twitterMention struct {
	ScreenName string `json:"screen_name"`
	Name       string `json:"name"`
	ID         int64  `json:"id"`
	IDStr      string `json:"id_str"`
	// Pointers because indices[0] is summed: a null element of a []int64 would be 0.
	Indices []*int64 `json:"indices"`
}

func (s *twitterStatus) checksum() (int64, error) {
	sum, err := s.terms()
	if err != nil || s.RetweetedStatus == nil {
		return sum, err
	}
	if _, err := s.RetweetedStatus.terms(); err != nil {
		return 0, inKey("retweeted_status", err)
	}
	return sum + *s.RetweetedStatus.User.FriendsCount, nil
}

// terms checks the fields the checksum reads in a status and sums its own terms.
func (s *twitterStatus) terms() (int64, error) {
	switch {
	case s.RetweetCount == nil:
		return 0, errMissingOrNull("retweet_count")
	case s.FavoriteCount == nil:
		return 0, errMissingOrNull("favorite_count")
	case s.User.FollowersCount == nil:
		return 0, errMissingOrNull("user.followers_count")
	case s.User.FriendsCount == nil:
		return 0, errMissingOrNull("user.friends_count")
	case s.Entities.Hashtags == nil:
		return 0, errMissingOrNull("entities.hashtags")
	case s.Entities.UserMentions == nil:
		return 0, errMissingOrNull("entities.user_mentions")
	}
	sum := *s.RetweetCount + *s.FavoriteCount + *s.User.FollowersCount + int64(len(s.Entities.Hashtags))
	for _, m := range s.Entities.UserMentions {
		if len(m.Indices) == 0 || m.Indices[0] == nil {
			return 0, errMissingOrNull("entities.user_mentions[].indices[0]")
		}
		sum += *m.Indices[0]
	}
	return sum, nil
}

func errMissingOrNull(path string) error {
	return fmt.Errorf("%s is missing or null", path)
}

// twitterChecksum walks a status with an unstructured library.
func twitterChecksum[V any, T tree[V]](t T, root V) (int64, error) {
	s, err := twitterWalkStatus(t, root)
	if err != nil {
		return 0, err
	}
	return s.own + s.retweetedFriends, nil
}

// twitterTerms is what the checksum reads from one status.
type twitterTerms struct {
	own              int64 // every term but the retweeted status's
	friends          int64 // user.friends_count, which counts when this status is retweeted
	retweetedFriends int64 // retweeted_status.user.friends_count, or 0
}

func twitterWalkStatus[V any, T tree[V]](t T, v V) (s twitterTerms, err error) {
	var seen fieldSet
	err = t.object(v, func(key string, x V) error {
		switch key {
		case "retweet_count":
			n, err := t.integer(x)
			s.own += n
			seen |= 1
			return inKey(key, err)
		case "favorite_count":
			n, err := t.integer(x)
			s.own += n
			seen |= 2
			return inKey(key, err)
		case "user":
			followers, friends, err := twitterWalkUser(t, x)
			s.own += followers
			s.friends = friends
			seen |= 1 << 2
			return inKey(key, err)
		case "entities":
			n, err := twitterWalkEntities(t, x)
			s.own += n
			seen |= 1 << 3
			return inKey(key, err)
		case "retweeted_status":
			if t.isNull(x) {
				return nil
			}
			r, err := twitterWalkStatus(t, x)
			s.retweetedFriends = r.friends
			return inKey(key, err)
		}
		return t.skip(x)
	})
	if err == nil {
		err = seen.missing("retweet_count", "favorite_count", "user", "entities")
	}
	return s, err
}

func twitterWalkUser[V any, T tree[V]](t T, v V) (followers, friends int64, err error) {
	var seen fieldSet
	err = t.object(v, func(key string, x V) error {
		var err error
		switch key {
		case "followers_count":
			followers, err = t.integer(x)
			seen |= 1
		case "friends_count":
			friends, err = t.integer(x)
			seen |= 2
		default:
			return t.skip(x)
		}
		return inKey(key, err)
	})
	if err == nil {
		err = seen.missing("followers_count", "friends_count")
	}
	return followers, friends, err
}

// twitterWalkEntities returns len(hashtags) + Σ user_mentions[].indices[0].
func twitterWalkEntities[V any, T tree[V]](t T, v V) (sum int64, err error) {
	var seen fieldSet
	err = t.object(v, func(key string, x V) error {
		switch key {
		case "hashtags":
			n, err := t.array(x, skipElement[V](t))
			sum += int64(n)
			seen |= 1
			return inKey(key, err)
		case "user_mentions":
			_, err := t.array(x, func(_ int, m V) error {
				start, err := twitterWalkMention(t, m)
				sum += start
				return err
			})
			seen |= 2
			return inKey(key, err)
		}
		return t.skip(x)
	})
	if err == nil {
		err = seen.missing("hashtags", "user_mentions")
	}
	return sum, err
}

// twitterWalkMention returns indices[0] of a user mention.
func twitterWalkMention[V any, T tree[V]](t T, v V) (start int64, err error) {
	var seen fieldSet
	err = t.object(v, func(key string, x V) error {
		if key != "indices" {
			return t.skip(x)
		}
		seen |= 1
		_, err := t.array(x, func(i int, n V) error {
			if i > 0 {
				return t.skip(n)
			}
			var err error
			start, err = t.integer(n)
			seen |= 2
			return err
		})
		return inKey(key, err)
	})
	if err == nil {
		err = seen.missing("indices", "indices[0]")
	}
	return start, err
}
