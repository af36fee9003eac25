#!/usr/bin/env bash
# Finishes the tree `make deb` staged at ROOT: the copyright file in the
# machine-readable format (made from LICENSE), changelog.Debian.gz,
# lintian's override, DEBIAN/control (from packaging/debian/control) and
# DEBIAN/md5sums. Run from the repository's root.
# Usage: metadata.sh ROOT DEBIAN-VERSION
set -euo pipefail
root=$1
version=$2
here=$(dirname "$0")
# The project has no address of its own yet: example.org stands for it
# (RFC 2606) until it has one, here and in no other file.
maintainer='The select authors <select@example.org>'
doc=$root/usr/share/doc/select
install -d "$doc" "$root/usr/share/lintian/overrides" "$root/DEBIAN"

# LICENSE's "Copyright (c) YEAR HOLDER" line, and the permission text after
# it, indented, with "." for an empty line.
holder=$(sed -n 's/^Copyright (c) //p' LICENSE)
{
  echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
  echo "Upstream-Name: select"
  echo
  echo "Files: *"
  echo "Copyright: $holder"
  echo "License: Expat"
  awk 'text && (NF || started) { started = 1; print } /^Copyright/ { text = 1 }' LICENSE |
    sed 's/^$/./; s/^/ /'
} >"$doc/copyright"

{
  echo "select ($version) unstable; urgency=medium"
  echo
  echo "  * Release ${version%-*}."
  echo
  echo " -- $maintainer  $(date -u -R -d "@$SOURCE_DATE_EPOCH")"
} | gzip -9n >"$doc/changelog.Debian.gz"

install -m 644 "$here/lintian-overrides" "$root/usr/share/lintian/overrides/select"

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$(dpkg --print-architecture)/" \
  -e "s/@MAINTAINER@/$maintainer/" -e "s/@SIZE@/$size/" \
  "$here/control" >"$root/DEBIAN/control"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) >"$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
