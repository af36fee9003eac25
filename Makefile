# select — build, test, install, benchmark.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift

.PHONY: all build test bench install uninstall lint clean

all: build

build:
	$(SWIFT) build -c release --product select

test:
	$(SWIFT) test

bench: build
	bash Benchmarks/run.sh

lint:
	$(SWIFT) format lint --recursive Sources Tests

clean:
	rm -rf .build
