#!/usr/bin/env bash
# Restarts the instances one at a time, each only once the previous one answers its
# health check again and nginx sends to it again, so nginx always has one to send players
# to (docs/DEPLOY.md).
#   deploy/rolling-restart.sh 1 2
set -euo pipefail
instances=("${@:-1 2}")
# nginx leaves an instance that failed while it was down alone for its fail_timeout (10 s,
# deploy/nginx/alchemy-arena.conf) even once it is healthy: the next restart waits it out,
# or nginx would have no instance at all meanwhile.
NGINX_FAIL_TIMEOUT_S=11
first=1
for instance in ${instances[*]}; do
  if [ "$first" = 0 ]; then sleep "$NGINX_FAIL_TIMEOUT_S"; fi
  first=0
  echo "restarting alchemy-arena@$instance"
  systemctl restart "alchemy-arena@$instance"
  for _ in $(seq 1 60); do
    if curl -fsS "http://127.0.0.1:808$instance/api/health" >/dev/null 2>&1; then
      echo "alchemy-arena@$instance is healthy"
      continue 2
    fi
    sleep 1
  done
  echo "alchemy-arena@$instance did not become healthy in 60 s: stopping here" >&2
  exit 1
done
