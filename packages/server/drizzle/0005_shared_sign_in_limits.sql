CREATE TABLE "sign_in_known_sources" (
	"account" text NOT NULL,
	"source" text NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_known_sources_account_source_pk" PRIMARY KEY("account","source")
);
--> statement-breakpoint
CREATE TABLE "sign_in_limits" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_limits_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "sign_in_limits_updated_idx" ON "sign_in_limits" USING btree ("updated_at");