# Java deserializers: one shaded jar, one target per JSON library (see deserializers/java/README.md).
# Variables carry the JAVA_DESER_ prefix so they never clash with the Java driver's own.

JAVA_DESER_DIR := deserializers/java
JAVA_DESER_JAR := $(JAVA_DESER_DIR)/target/jsonmark-deserializers.jar
JAVA_DESER_SOURCES := $(shell find $(JAVA_DESER_DIR)/src/main/java -name '*.java')

$(JAVA_DESER_JAR): $(JAVA_DESER_DIR)/pom.xml $(JAVA_DESER_SOURCES)
	mvn -B -q -f $(JAVA_DESER_DIR)/pom.xml package -DskipTests

DESERIALIZERS += java-jackson java-fastjson2 java-gson java-dsl-json

java-jackson_CMD = java -jar $(JAVA_DESER_JAR) jackson $$FILENAME
java-jackson_DEPS = $(JAVA_DESER_JAR)
java-jackson_NEEDS = java mvn
java-jackson_INSTALL = apt-get install -y openjdk-17-jdk-headless maven

java-fastjson2_CMD = java -jar $(JAVA_DESER_JAR) fastjson2 $$FILENAME
java-fastjson2_DEPS = $(JAVA_DESER_JAR)
java-fastjson2_NEEDS = java mvn
java-fastjson2_INSTALL = apt-get install -y openjdk-17-jdk-headless maven

java-gson_CMD = java -jar $(JAVA_DESER_JAR) gson $$FILENAME
java-gson_DEPS = $(JAVA_DESER_JAR)
java-gson_NEEDS = java mvn
java-gson_INSTALL = apt-get install -y openjdk-17-jdk-headless maven

java-dsl-json_CMD = java -jar $(JAVA_DESER_JAR) dsl-json $$FILENAME
java-dsl-json_DEPS = $(JAVA_DESER_JAR)
java-dsl-json_NEEDS = java mvn
java-dsl-json_INSTALL = apt-get install -y openjdk-17-jdk-headless maven

.PHONY: clean-java
clean-java:
	rm -rf $(JAVA_DESER_DIR)/target

CLEAN_TARGETS += clean-java

.PHONY: test-java
test-java:
	@$(call skip_unless,mvn,test-java); set -x; mvn -B -q -f $(JAVA_DESER_DIR)/pom.xml verify
TEST_TARGETS += test-java
