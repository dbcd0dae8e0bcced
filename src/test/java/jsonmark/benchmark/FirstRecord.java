package jsonmark.benchmark;

/** The first Simple1 record at seed 42, pinned: a change here means every cached file changes. */
final class FirstRecord {
  static final String TEXT =
      "Simple1Record[integer1=275, integer2=-58, float1=-27.30092743666296,"
          + " float2=-865.2842135933281, bool=true,"
          + " words=[fact, cultural, phone, response, foreign],"
          + " str=Week later bank not benefit pressure return., datetime=2027-02-03T15:33:51Z,"
          + " coordinates=Coordinates[longitude=-49.005937, latitude=-77.018792], nothing=null]";

  private FirstRecord() {}
}
