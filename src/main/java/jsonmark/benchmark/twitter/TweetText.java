package jsonmark.benchmark.twitter;

import java.util.SplittableRandom;

/**
 * The phrases, names and places statuses are made of: real-looking Unicode in several scripts
 * (CJK, Hangul, accented Latin, emoji outside the Basic Multilingual Plane) and the characters a
 * serializer must escape, so that string handling is measured as on real tweets.
 */
final class TweetText {

  /** Phrases by language, indexed like {@link #LANGS}. */
  private static final String[][] PHRASES = {
    { // ja
      "今日はいい天気ですね", "東京タワーで会いましょう", "お前は一生もんのダチ💖", "名前:前田あゆみ",
      "第一印象:なんか怖っ！", "ありがとうございました😊", "明日も頑張ろう！", "夏休みの思い出✨✨",
      "ラーメン食べたい🍜", "「すごい」って言われた", "好きなところ:ぶすでキモいとこ😋", "トプ画をみて:照れますがな😘"
    },
    { // zh
      "今天天气很好", "我们明天见", "北京欢迎你🎉", "谢谢大家的支持", "周末去爬山吧", "这个“测试”很重要",
      "新年快乐🧧"
    },
    { // ko
      "안녕하세요", "오늘 날씨가 좋네요", "감사합니다 🙏", "사랑해요 💕", "내일 봐요!", "정말 \"대박\"이에요"
    },
    { // fr
      "Café au lait, s'il vous plaît", "déjà vu à Montréal", "L'été est là ☀️",
      "Ça va très bien, merci !",
      "Où est la bibliothèque ?", "Noël à l'Opéra — quelle soirée", "« Génial » a-t-il dit",
      "Il a dit \"bientôt\" 🤔", "Fête de la Musique à Québec 🎶"
    },
    { // es
      "¿Dónde está la estación?", "¡Qué día tan bonito!", "Mañana vamos a la playa 🏖️",
      "El niño comió piña", "Años de señales, ¿sí o no?", "Te quiero mucho ❤️"
    },
    { // de
      "Grüße aus München", "Straße gesperrt, schöne Grüße", "Ärger über die Bahn 🚆",
      "Übermorgen fahren wir nach Zürich", "Schöne Größe, kein Spaß 🤷"
    },
    { // en
      "She said \"hello\" and left", "my path is C:\\Users\\me\\tweets", "plain ascii text & more",
      "just setting up my twttr", "can't wait for the weekend 🎉🎉", "<b>bold</b> move",
      "100% agree 👍", "a \\backslash\\ and a \"quote\"", "rocket science 🚀🔥", "lol 😂😂😂"
    }
  };

  static final String[] LANGS = {"ja", "zh", "ko", "fr", "es", "de", "en"};

  /** Between phrases: what real tweets hold, including a control character (U+0001). */
  private static final String[] BREAKS = {" ", " ", " ", "\n", "\n\n", "\t", " \u0001 ", " — "};

  static final String[] NAMES = {
    "AYUMI", "前田あゆみ", "山田太郎", "Zoë", "José Martínez", "Łukasz", "김민준", "王伟", "Chloé 🌸",
    "Ünal Öztürk", "François", "Bob", "さくら🌸", "Renée \"the\" Great", "Μαρία", "Иван"
  };

  static final String[] LOCATIONS = {
    "", "", "東京", "大阪府", "Montréal, QC", "São Paulo", "München", "Zürich", "Paris, France",
    "서울", "北京", "New York", "Ciudad de México"
  };

  static final String[] HASHTAGS = {
    "夏", "café", "json", "NowPlaying", "東京", "Montréal", "l'été", "ラブライブ", "FollowFriday",
    "grüße", "한국", "niño"
  };

  static final String[] SOURCES = {
    "<a href=\"http://twitter.com/download/iphone\" rel=\"nofollow\">Twitter for iPhone</a>",
    "<a href=\"http://twitter.com/download/android\" rel=\"nofollow\">Twitter for Android</a>",
    "<a href=\"https://about.twitter.com/products/tweetdeck\" rel=\"nofollow\">TweetDeck</a>",
    "<a href=\"http://twittbot.net/\" rel=\"nofollow\">twittbot.net</a>",
    "<a href=\"http://jigtwi.jp/?p=1\" rel=\"nofollow\">jigtwi for Android</a>"
  };

  /** Time zones with their UTC offsets in seconds, as the API paired them. */
  static final String[] TIME_ZONES = {
    "Tokyo", "Eastern Time (US & Canada)", "Paris", "Hawaii", "Seoul", "Beijing", "Brasilia",
    "Pacific Time (US & Canada)"
  };

  static final int[] UTC_OFFSETS = {32400, -14400, 7200, -36000, 32400, 28800, -10800, -25200};

  static final String[] DOMAINS = {
    "example.com", "instagram.com", "youtube.com", "ameblo.jp", "lemonde.fr", "bit.ly"
  };

  private static final String ALNUM =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

  private TweetText() {}

  static String pick(SplittableRandom random, String[] choices) {
    return choices[random.nextInt(choices.length)];
  }

  /** Appends {@code count} phrases of language {@code lang} with real tweets' breaks between. */
  static void phrases(SplittableRandom random, int lang, int count, CodePointText text) {
    String[] phrases = PHRASES[lang];
    for (int i = 0; i < count; i++) {
      if (i > 0) {
        text.append(pick(random, BREAKS));
      }
      text.append(pick(random, phrases));
    }
  }

  /** {@code length} random letters and digits, as in t.co paths and image names. */
  static String alnum(SplittableRandom random, int length) {
    char[] chars = new char[length];
    for (int i = 0; i < length; i++) {
      chars[i] = ALNUM.charAt(random.nextInt(ALNUM.length()));
    }
    return new String(chars);
  }

  /** A screen name: ASCII letters, digits and underscores, as Twitter allows. */
  static String screenName(SplittableRandom random) {
    return alnum(random, random.nextInt(4, 9)) + (random.nextBoolean() ? "_" : "")
        + random.nextInt(100);
  }
}
