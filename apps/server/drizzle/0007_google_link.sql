-- Linking a guest to Google is one transaction: better-auth inserts the Google account row,
-- and in the same statement this trigger makes the user a real one (no longer anonymous,
-- with its Google email when no other user has it) and its player a Google player. If any
-- of it fails, the insert fails with it, the link is refused, and the guest stays exactly
-- as it was. Locks: the player row, then the user row (docs/ARCHITECTURE.md, lock order).
CREATE FUNCTION "jwt_email"(p_token text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  v_payload text := translate(split_part(p_token, '.', 2), '-_', '+/');
BEGIN
  v_payload := v_payload || repeat('=', (4 - length(v_payload) % 4) % 4);
  RETURN convert_from(decode(v_payload, 'base64'), 'UTF8')::jsonb ->> 'email';
EXCEPTION WHEN others THEN
  -- The email is a courtesy: a token it cannot be read from must not refuse the link.
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "account_google_link"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_email text := "jwt_email"(NEW."id_token");
BEGIN
  UPDATE "player" SET "sign_in_provider" = 'google'
    WHERE "auth_user_id" = NEW."user_id" AND "sign_in_provider" <> 'google';
  UPDATE "user" SET
      "is_anonymous" = false,
      "email" = CASE
        WHEN "is_anonymous" AND v_email IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "user" u WHERE u."email" = v_email AND u."id" <> NEW."user_id")
        THEN v_email ELSE "email" END,
      "updated_at" = now()
    WHERE "id" = NEW."user_id" AND "is_anonymous";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "account_google_link" AFTER INSERT ON "account" FOR EACH ROW
  WHEN (NEW."provider_id" = 'google') EXECUTE FUNCTION "account_google_link"();
