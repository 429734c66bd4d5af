#!/usr/bin/env bash
# Dumps the game's PostgreSQL database in pg_dump's custom format and keeps the newest
# $BACKUP_KEEP (14) dumps. Restore: pg_restore --clean --if-exists -d "$DATABASE_URL" FILE
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL is not set}"
dir="${BACKUP_DIR:-/var/backups/alchemy-arena}"
keep="${BACKUP_KEEP:-14}"
mkdir -p "$dir"
file="$dir/alchemy-arena-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
echo "backup: $file ($(du -h "$file" | cut -f1))"
ls -1t "$dir"/alchemy-arena-*.dump | tail -n +"$((keep + 1))" | xargs -r rm --
