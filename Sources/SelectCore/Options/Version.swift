/// The version `--version` prints, and the one place it is written: the
/// Makefile reads it from this line for the release tarball's name and the
/// Debian package's version, and a test holds the Homebrew formula to it.
package let selectVersion = "0.1.0"
