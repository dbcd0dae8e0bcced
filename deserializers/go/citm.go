package main

// Citm1Benchmark: one event of citm_catalog.json per line (docs/benchmarks.md).
//
// checksum = len(topicIds) + len(areaNames)
//          + Σ performances[] (Σ prices[].amount + Σ len(seatCategories[].areas))

// citmEvent is the typed event, every documented field. A nil slice or map is a missing
// key or null (an empty one decodes as empty, not nil), so the checksum's arrays are checked.
type citmEvent struct {
	ID                int64             `json:"id"`
	Name              string            `json:"name"`
	Description       *string           `json:"description"`
	SubTitle          *string           `json:"subTitle"`
	Logo              *string           `json:"logo"`
	SubjectCode       any               `json:"subjectCode"`
	TopicIDs          []int64           `json:"topicIds"`
	SubTopicIDs       []int64           `json:"subTopicIds"`
	Performances      []citmPerformance `json:"performances"`
	AreaNames         map[string]string `json:"areaNames"`
	SeatCategoryNames map[string]string `json:"seatCategoryNames"`
}

type citmPerformance struct {
	ID             int64              `json:"id"`
	EventID        int64              `json:"eventId"`
	Name           *string            `json:"name"`
	Description    any                `json:"description"`
	Logo           *string            `json:"logo"`
	Start          int64              `json:"start"`
	SeatCategories []citmSeatCategory `json:"seatCategories"`
	Prices         []citmPrice        `json:"prices"`
	SeatMapImage   *string            `json:"seatMapImage"`
	VenueCode      string             `json:"venueCode"`
}

type citmSeatCategory struct {
	SeatCategoryID int64      `json:"seatCategoryId"`
	Areas          []citmArea `json:"areas"`
}

type citmArea struct {
	AreaID   int64   `json:"areaId"`
	BlockIDs []int64 `json:"blockIds"`
}

type citmPrice struct {
	Amount                *int64 `json:"amount"` // a pointer: a null amount fails instead of being 0
	AudienceSubCategoryID int64  `json:"audienceSubCategoryId"`
	SeatCategoryID        int64  `json:"seatCategoryId"`
}

func (e *citmEvent) checksum() (int64, error) {
	switch {
	case e.TopicIDs == nil:
		return 0, errMissingOrNull("topicIds")
	case e.AreaNames == nil:
		return 0, errMissingOrNull("areaNames")
	case e.Performances == nil:
		return 0, errMissingOrNull("performances")
	}
	sum := int64(len(e.TopicIDs) + len(e.AreaNames))
	for _, p := range e.Performances {
		if p.Prices == nil || p.SeatCategories == nil {
			return 0, errMissingOrNull("performances[].prices or seatCategories")
		}
		for _, c := range p.Prices {
			if c.Amount == nil {
				return 0, errMissingOrNull("performances[].prices[].amount")
			}
			sum += *c.Amount
		}
		for _, s := range p.SeatCategories {
			if s.Areas == nil {
				return 0, errMissingOrNull("performances[].seatCategories[].areas")
			}
			sum += int64(len(s.Areas))
		}
	}
	return sum, nil
}

// citmChecksum walks an event with an unstructured library.
func citmChecksum[V any, T tree[V]](t T, root V) (int64, error) {
	var sum int64
	var seen fieldSet
	err := t.object(root, func(key string, x V) error {
		var n int
		var err error
		switch key {
		case "topicIds":
			n, err = t.array(x, skipElement[V](t))
			seen |= 1
		case "areaNames":
			err = t.object(x, func(_ string, name V) error {
				n++
				return t.skip(name)
			})
			seen |= 2
		case "performances":
			_, err = t.array(x, func(_ int, p V) error {
				s, err := citmWalkPerformance(t, p)
				sum += s
				return err
			})
			seen |= 4
		default:
			return t.skip(x)
		}
		sum += int64(n)
		return inKey(key, err)
	})
	if err == nil {
		err = seen.missing("topicIds", "areaNames", "performances")
	}
	return sum, err
}

// citmWalkPerformance returns Σ prices[].amount + Σ len(seatCategories[].areas).
func citmWalkPerformance[V any, T tree[V]](t T, v V) (sum int64, err error) {
	var seen fieldSet
	err = t.object(v, func(key string, x V) error {
		var err error
		switch key {
		case "prices":
			_, err = t.array(x, func(_ int, price V) error {
				amount, err := citmWalkMember(t, price, "amount", func(a V) (int64, error) { return t.integer(a) })
				sum += amount
				return err
			})
			seen |= 1
		case "seatCategories":
			_, err = t.array(x, func(_ int, c V) error {
				areas, err := citmWalkMember(t, c, "areas", func(a V) (int64, error) {
					n, err := t.array(a, skipElement[V](t))
					return int64(n), err
				})
				sum += areas
				return err
			})
			seen |= 2
		default:
			return t.skip(x)
		}
		return inKey(key, err)
	})
	if err == nil {
		err = seen.missing("prices", "seatCategories")
	}
	return sum, err
}

// citmWalkMember walks object v, reading its required member want with read.
func citmWalkMember[V any, T tree[V]](t T, v V, want string, read func(V) (int64, error)) (n int64, err error) {
	found := false
	err = t.object(v, func(key string, x V) error {
		if key != want {
			return t.skip(x)
		}
		found = true
		var err error
		n, err = read(x)
		return inKey(key, err)
	})
	if err == nil && !found {
		err = errMissingOrNull(want)
	}
	return n, err
}
