-- SMS and WhatsApp rows name the registered template their text fills and its variables
-- (docs/decisions/0011): DLT-bound SMS providers and WhatsApp templates are sent these, not free text.
ALTER TABLE "mail_outbox" ADD COLUMN "template" jsonb;
