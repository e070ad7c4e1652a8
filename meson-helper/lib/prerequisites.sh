# shellcheck shell=bash
# Prerequisites shared by meson-helper/demo and meson-helper/test: the Swift toolchain and Debian
# (or Ubuntu) packages. Sourced, not run.
#
#   source "$root/meson-helper/lib/prerequisites.sh"
#   use_swift_toolchain
#   ensure_packages libgtk-4-dev pkg-config
#   require_gtk4

# Puts the Swift toolchain on PATH when it is installed at /opt/swift but not found on PATH.
use_swift_toolchain() {
  if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    PATH=/opt/swift/usr/bin:$PATH
    export PATH
  fi
  command -v swift >/dev/null 2>&1 || {
    echo "formfields: swift not found; install the Swift toolchain (swift.org) and put it on PATH" >&2
    return 1
  }
}

# Prints, one per line, the packages among "$@" that dpkg does not list as installed.
missing_packages() {
  local package
  for package in "$@"; do
    [ "$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null)" = installed ] ||
      printf '%s\n' "$package"
  done
}

# Installs the packages among "$@" that are missing: apt-get update once, then apt-get install -y,
# through sudo when not root. Does nothing (and never asks for a password) when all are installed.
# On a system without dpkg/apt-get it only names the packages it expects.
ensure_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    echo "formfields: no apt-get here; make sure the equivalents of these are installed: $*" >&2
    return 0
  fi
  local missing
  missing=$(missing_packages "$@" | paste -sd ' ' -)
  [ -n "$missing" ] || return 0

  local as_root=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || {
      echo "formfields: missing packages: $missing; install them as root (apt-get install $missing)" >&2
      return 1
    }
    as_root=(sudo)
  fi
  echo "formfields: installing $missing"
  # NB: unquoted on purpose: one word per package.
  # shellcheck disable=SC2086
  "${as_root[@]}" apt-get update -q &&
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
}

# Fails with a clear message unless pkg-config finds GTK 4.8 or newer (the project's floor).
require_gtk4() {
  pkg-config --atleast-version=4.8 gtk4 2>/dev/null || {
    echo "formfields: GTK 4.8 or newer is needed; pkg-config finds gtk4 version:" \
      "$(pkg-config --modversion gtk4 2>/dev/null || echo none)" >&2
    return 1
  }
}
