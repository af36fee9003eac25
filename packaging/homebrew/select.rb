# A Homebrew formula for select, built from source with the Swift toolchain
# (Xcode's on macOS, Homebrew's swift on Linux). It has not been run: the
# project is built and tested on Linux without Homebrew. The tag follows
# selectVersion in Sources/SelectCore/Options/Version.swift, which
# Tests/SelectCLITests/PackagingTests.swift holds it to. The project has no
# public address yet: homepage, url and head name the one it is meant to
# have, to be confirmed when it is published.
class Select < Formula
  desc "Choose lines from a list on the terminal, like fzf"
  homepage "https://github.com/select-authors/select"
  url "https://github.com/select-authors/select.git", tag: "v0.1.0"
  license "MIT"
  head "https://github.com/select-authors/select.git", branch: "main"

  depends_on xcode: :build
  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "select"
    bin.install ".build/release/select"
    man1.install "man/select.1"
    bash_completion.install "completions/select.bash" => "select"
    zsh_completion.install "completions/_select"
    fish_completion.install "completions/select.fish"
  end

  def caveats
    <<~EOS
      select is a reserved word in bash and zsh. To run the program there and
      get the Ctrl-T, Ctrl-R and Alt-C keys, add to ~/.bashrc or ~/.zshrc:
        eval "$(command select --init bash)"   # or zsh
      and for fish, to ~/.config/fish/config.fish:
        command select --init fish | source
    EOS
  end

  test do
    assert_equal "select #{version}\n", shell_output("#{bin}/select --version")
    assert_equal "banana\n", pipe_output("#{bin}/select --filter nan", "apple\nbanana\ncherry\n")
  end
end
