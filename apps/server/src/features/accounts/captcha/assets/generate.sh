#!/usr/bin/env sh
# Regenerates korean-digits.ts: the ten Korean digit words (영 일 이 삼 사 오 육 칠 팔 구) that
# GET /api/captcha/audio strings together. Made with Debian's espeak-ng (apt-get install -y
# espeak-ng; voice `ko`), then trimmed, resampled to 8 kHz and stored as 8-bit PCM in base64 by
# encode-digits.mjs, so the bundled server needs no files or libraries at run time.
# Run from anywhere: sh apps/server/src/features/accounts/captcha/assets/generate.sh
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
i=0
for word in 영 일 이 삼 사 오 육 칠 팔 구; do
  espeak-ng -v ko -s 150 -w "$work/$i.wav" "$word"
  i=$((i + 1))
done
node "$here/encode-digits.mjs" "$work" > "$here/korean-digits.ts"
echo "wrote $here/korean-digits.ts"
