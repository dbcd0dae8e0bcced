/*
 * A correct Simple1Benchmark deserializer that maps the whole data file and never calls read(2)
 * on it: it sums integer_1 + integer_2 over every record and prints the sum. Used by the tests
 * of the read check, which must never refuse a program like this, however fast it exits.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/* The integer after the key at p, within [p, end); *next is where it ended. */
static int64_t number(const char *p, const char *end, const char **next) {
  int negative = p < end && *p == '-';
  if (negative) {
    p++;
  }
  int64_t n = 0;
  while (p < end && *p >= '0' && *p <= '9') {
    n = n * 10 + (*p++ - '0');
  }
  *next = p;
  return negative ? -n : n;
}

static int64_t sum_of(const char *key, const char *data, size_t size) {
  size_t length = strlen(key);
  const char *end = data + size;
  const char *p = data;
  int64_t sum = 0;
  while (p < end) {
    const char *found = memmem(p, (size_t)(end - p), key, length);
    if (found == NULL) {
      break;
    }
    sum += number(found + length, end, &p);
  }
  return sum;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: mmap-sum FILE\n");
    return 2;
  }
  int fd = open(argv[1], O_RDONLY);
  struct stat st;
  if (fd < 0 || fstat(fd, &st) != 0) {
    perror(argv[1]);
    return 1;
  }
  if (st.st_size == 0) {
    printf("0\n");
    return 0;
  }
  const char *data = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
  close(fd);
  if (data == MAP_FAILED) {
    perror("mmap");
    return 1;
  }
  size_t size = (size_t)st.st_size;
  printf("%lld\n", (long long)(sum_of("\"integer_1\":", data, size)
      + sum_of("\"integer_2\":", data, size)));
  return 0;
}
