#!/usr/bin/env bash
# Installs libicu's development files when pkg-config cannot find ICU; otherwise touches
# nothing. Needs apt-get (Debian/Ubuntu); uses sudo when not root.
set -euo pipefail
if pkg-config --exists icu-uc icu-i18n 2>/dev/null; then
    exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: ICU development files not found (pkg-config icu-uc icu-i18n) and apt-get is unavailable; install libicu-dev with your package manager" >&2
    exit 2
fi
echo "ICU not found by pkg-config: installing libicu-dev and pkg-config with apt-get" >&2
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libicu-dev pkg-config >&2
