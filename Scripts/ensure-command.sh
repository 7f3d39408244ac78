#!/usr/bin/env bash
# Usage: Scripts/ensure-command.sh COMMAND DEBIAN-PACKAGE
# Installs the Debian package with apt-get when COMMAND is not on PATH; otherwise touches
# nothing. Uses sudo when not root. The CI scripts use it for chromium and git.
set -euo pipefail
command_name=$1 package=$2
command -v "$command_name" >/dev/null 2>&1 && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: $command_name is not installed and apt-get is unavailable; install $package with your package manager" >&2
    exit 2
fi
echo "$command_name not found: installing $package with apt-get" >&2
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$package" >&2
