# Java deserializers: one shaded jar, one target per JSON library (see deserializers/java/README.md).
# Variables carry the JAVA_DESER_ prefix so they never clash with the Java driver's own.

JAVA_DESER_DIR := deserializers/java
JAVA_DESER_JAR := $(JAVA_DESER_DIR)/target/jsonmark-deserializers.jar
JAVA_DESER_SOURCES := $(shell find $(JAVA_DESER_DIR)/src/main/java -name '*.java')

$(JAVA_DESER_JAR): $(JAVA_DESER_DIR)/pom.xml $(JAVA_DESER_SOURCES)
	mvn -B -q -f $(call quote,$(JAVA_DESER_DIR)/pom.xml) package -DskipTests

JAVA_DESER_PROGRAM = java -jar $(JAVA_DESER_JAR)
JAVA_DESER_DEPS = $(JAVA_DESER_JAR)
JAVA_DESER_NEEDS = java mvn
JAVA_DESER_INSTALL = apt-get install -y openjdk-17-jdk-headless maven
$(foreach v,jackson fastjson2 gson dsl-json,$(eval $(call deserializer,java-$(v),JAVA_DESER,$(v))))

.PHONY: clean-java
clean-java:
	rm -rf $(call quote,$(JAVA_DESER_DIR)/target)

CLEAN_TARGETS += clean-java

.PHONY: test-java
test-java:
	@$(call skip_unless,mvn,test-java); set -x; mvn -B -q -f $(call quote,$(JAVA_DESER_DIR)/pom.xml) verify
TEST_TARGETS += test-java
