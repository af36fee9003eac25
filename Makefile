# select — build, test, install, benchmark.
PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
# The binary `make install` copies; by default the release build, which is
# built first only when it is missing (so `sudo make install` after `make`
# leaves .build alone).
BIN ?=
# Seconds each fuzz harness runs for under `make fuzz`.
FUZZ_SECONDS ?= 60

BINDIR = $(DESTDIR)$(PREFIX)/bin
MAN1DIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build test bench install uninstall lint clean fuzz sanitize docs

all: build

build:
	$(SWIFT) build -c release --product select

test:
	$(SWIFT) test

bench: build
	bash Benchmarks/run.sh

install:
	@bin='$(BIN)'; \
	if [ -z "$$bin" ]; then \
	  bin="$$($(SWIFT) build -c release --show-bin-path)/select"; \
	  [ -x "$$bin" ] || $(SWIFT) build -c release --product select || exit; \
	fi; \
	set -x; \
	install -d '$(BINDIR)' '$(MAN1DIR)' '$(BASHDIR)' '$(ZSHDIR)' '$(FISHDIR)' && \
	install -m 755 "$$bin" '$(BINDIR)/select' && \
	install -m 644 man/select.1 '$(MAN1DIR)/select.1' && \
	install -m 644 completions/select.bash '$(BASHDIR)/select' && \
	install -m 644 completions/_select '$(ZSHDIR)/_select' && \
	install -m 644 completions/select.fish '$(FISHDIR)/select.fish'

uninstall:
	rm -f '$(BINDIR)/select' '$(MAN1DIR)/select.1' '$(BASHDIR)/select' \
	  '$(ZSHDIR)/_select' '$(FISHDIR)/select.fish'

# Every harness in Fuzz/run.sh, one after another (the checklist parser's
# harness joins the list there).
fuzz:
	bash Fuzz/run.sh $(FUZZ_SECONDS)

# The tests under AddressSanitizer, then ThreadSanitizer, each in its own
# build directory so neither rebuilds the other. XCTest's own allocations
# look like leaks to ASan, hence detect_leaks=0. TSan reports nothing from
# XCTest or Foundation here (Swift 6.3.1), so it needs no suppressions.
sanitize:
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build/asan
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan

lint:
	$(SWIFT) format lint --recursive Sources Tests

clean:
	rm -rf .build

# SelectKit's documentation, a DocC archive in .build/docs (Scripts/docs.sh:
# the toolchain's own docc, no package plugin, warnings are errors).
docs:
	$(SWIFT) build --target SelectKit
	SWIFT=$(SWIFT) bash Scripts/docs.sh
