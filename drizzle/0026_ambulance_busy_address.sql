-- A request from a network address past its limit is stored and flagged for the dispatcher, never
-- refused: behind carrier-grade NAT a whole village reaches us through one address (issue 47).
ALTER TABLE "ambulance_requests" ADD COLUMN "busy_address" boolean DEFAULT false NOT NULL;
