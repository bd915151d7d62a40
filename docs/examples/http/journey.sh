#!/bin/sh
# Account access from POST /auth to balances, with curl, openssl and jq.
# Usage: sh journey.sh <sandbox origin> <sandbox-shop.private.pem>
set -eu
origin=$1
key=$2

b64url() { openssl base64 -A | tr '+/' '-_' | tr -d '='; }
now=$(date +%s)
header=$(printf '{"alg":"RS256","typ":"JWT","kid":"0b5a3f6e-2c1d-4e8f-9a7b-1c2d3e4f5a60"}' | b64url)
claims=$(printf '{"iss":"service.example","aud":"api.service.example","iat":%s,"exp":%s}' "$now" $((now + 600)) | b64url)
signature=$(printf '%s.%s' "$header" "$claims" | openssl dgst -sha256 -sign "$key" -binary | b64url)
jwt="$header.$claims.$signature"

api() { # api <path> [<JSON body>]
  path=$1
  shift
  if [ $# -eq 1 ]; then set -- --json "$1"; fi
  curl -fsS -H "Authorization: Bearer $jwt" "$@" "$origin/api/v1$path"
}

valid_until=$(date -u -d "@$((now + 30 * 86400))" +%Y-%m-%dT%H:%M:%SZ)
url=$(api /auth "{\"aspsp\": {\"name\": \"OP\", \"country\": \"FI\"}, \"state\": \"s1\",
  \"access\": {\"valid_until\": \"$valid_until\"}, \"redirect_url\": \"http://localhost:5173/callback\"}" | jq -r .url)

# The PSU at the sandbox's bank, in one call: the answer is where the browser would be sent.
redirect_url=$(curl -fsS "$origin/control-panel/api/psu" -H 'X-Sandbox-Control: 1' \
  --json "{\"url\": \"$url\", \"user\": \"demo\", \"accounts\": \"all\", \"outcome\": \"approve\"}" | jq -r .redirect_url)
code=$(printf '%s' "$redirect_url" | sed -n 's/.*[?&]code=\([^&]*\).*/\1/p')

uid=$(api /sessions "{\"code\": \"$code\"}" | jq -r '.accounts[0].uid')
api "/accounts/$uid/balances" | jq -c '.balances[] | {balance_type, balance_amount}'
