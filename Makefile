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
# Where the release build happens. `make dist deb` from inside `swift test`
# needs a directory of its own: the running `swift test` holds .build's lock.
SCRATCH ?= .build
# Where `make dist` and `make deb` leave the tarball and the package.
DISTDIR ?= .build/dist

# The version has one home, the line `selectVersion` in Version.swift, which
# `select --version` prints; the tarball's and the package's names read it.
VERSION := $(shell sed -n 's/^package let selectVersion = "\(.*\)"$$/\1/p' Sources/SelectCore/Options/Version.swift)
DIST_NAME = select-$(VERSION)-linux-$(shell uname -m)
# The Debian revision of the package this Makefile builds: a package made
# by upstream, so always the first.
DEB_VERSION = $(VERSION)-1
DEB_NAME = select_$(DEB_VERSION)_$(shell dpkg --print-architecture)
# The date the tarball's files, the package's and its changelog carry: the
# last commit's, the date of the code rather than of the packaging (the
# binary itself differs from one build directory to another).
SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null || date +%s)
export SOURCE_DATE_EPOCH
# A static executable keeps no symbols it needs at run time; the sections
# dropped are the ones Debian's dh_strip drops too.
STRIP = strip --remove-section=.comment --remove-section=.note

BINDIR = $(DESTDIR)$(PREFIX)/bin
MAN1DIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build test bench install uninstall dist deb lint clean fuzz sanitize docs manual

all: build

build:
	$(SWIFT) build -c release --product select --scratch-path '$(SCRATCH)'

test:
	$(SWIFT) test

bench: build
	bash Benchmarks/run.sh

install:
	@bin='$(BIN)'; \
	if [ -z "$$bin" ]; then \
	  bin="$$($(SWIFT) build -c release --scratch-path '$(SCRATCH)' --show-bin-path)/select"; \
	  [ -x "$$bin" ] || $(MAKE) --no-print-directory build || exit; \
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

# The release tarball: one folder holding the stripped binary, the man page,
# the completions, README and LICENSE (the README's "Install" says where
# each goes), and a .sha256 file that `sha256sum -c` checks.
dist: build
	rm -rf '$(DISTDIR)/$(DIST_NAME)'
	install -d '$(DISTDIR)/$(DIST_NAME)/man' '$(DISTDIR)/$(DIST_NAME)/completions'
	install -m 755 '$(SCRATCH)/release/select' '$(DISTDIR)/$(DIST_NAME)/select'
	$(STRIP) '$(DISTDIR)/$(DIST_NAME)/select'
	install -m 644 README.md LICENSE '$(DISTDIR)/$(DIST_NAME)'
	install -m 644 man/select.1 '$(DISTDIR)/$(DIST_NAME)/man'
	install -m 644 completions/select.bash completions/_select completions/select.fish \
	  '$(DISTDIR)/$(DIST_NAME)/completions'
	cd '$(DISTDIR)' && \
	  tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@$(SOURCE_DATE_EPOCH) \
	    -cf - '$(DIST_NAME)' | gzip -9n > '$(DIST_NAME).tar.gz' && \
	  sha256sum '$(DIST_NAME).tar.gz' > '$(DIST_NAME).tar.gz.sha256'
	rm -rf '$(DISTDIR)/$(DIST_NAME)'

# The Debian package, from a tree staged by `make install` (zsh's completion
# in vendor-completions, where Debian's zsh looks for packaged ones) and the
# files under packaging/debian.
deb: build
	rm -rf '$(DISTDIR)/$(DEB_NAME)'
	$(MAKE) --no-print-directory install DESTDIR='$(DISTDIR)/$(DEB_NAME)' PREFIX=/usr \
	  BIN='$(SCRATCH)/release/select' \
	  ZSHDIR='$(DISTDIR)/$(DEB_NAME)/usr/share/zsh/vendor-completions'
	$(STRIP) '$(DISTDIR)/$(DEB_NAME)/usr/bin/select'
	gzip -9n '$(DISTDIR)/$(DEB_NAME)/usr/share/man/man1/select.1'
	bash packaging/debian/metadata.sh '$(DISTDIR)/$(DEB_NAME)' '$(DEB_VERSION)'
	dpkg-deb --root-owner-group --build '$(DISTDIR)/$(DEB_NAME)' '$(DISTDIR)/$(DEB_NAME).deb'
	rm -rf '$(DISTDIR)/$(DEB_NAME)'

# Every harness in Fuzz/run.sh, one after another (the checklist parser's
# harness joins the list there).
fuzz:
	bash Fuzz/run.sh $(FUZZ_SECONDS)

# The tests where memory and threads are, under AddressSanitizer, then
# ThreadSanitizer, each in its own build directory so neither rebuilds the
# other: the core, the terminal layer, and the picker on a pseudo-terminal
# (whose `select` is built with the same sanitizer). SANITIZE_TESTS=. runs
# every test. XCTest's own allocations look like leaks to ASan, hence
# detect_leaks=0. TSan reports nothing from XCTest or Foundation here
# (Swift 6.3.1), so it needs no suppressions; a report fails the run
# (halt_on_error), in the test process or in a `select` it started.
SANITIZE_TESTS ?= SelectCoreTests|SelectTerminalTests|SelectCLITests.JSONOutputTests|SelectPTYTests.PickerTests|SelectPTYTests.PickerMultiTests|SelectPTYTests.InputSnapshotTests|SelectPTYTests.WideClusterPickerTests|SelectPTYTests.PreviewTests|SelectPTYTests.BindActionsTests
sanitize:
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize=address --scratch-path .build/asan --filter '$(SANITIZE_TESTS)'
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --sanitize=thread --scratch-path .build/tsan --filter '$(SANITIZE_TESTS)'

lint:
	$(SWIFT) format lint --recursive Sources Tests

clean:
	rm -rf .build

# The man page built into the binary for `select --man`
# (Sources/SelectTerminal/ManualPage.swift): after every change to man/select.1.
manual:
	sh Scripts/manual-page.sh

# SelectKit's documentation, a DocC archive in .build/docs (Scripts/docs.sh:
# the toolchain's own docc, no package plugin, warnings are errors).
docs:
	$(SWIFT) build --target SelectKit
	SWIFT=$(SWIFT) bash Scripts/docs.sh
