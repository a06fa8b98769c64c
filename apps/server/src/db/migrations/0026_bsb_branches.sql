CREATE TABLE "bsb_branches" (
	"bsb" char(6) PRIMARY KEY NOT NULL,
	"mnemonic" text NOT NULL,
	"bank" text NOT NULL,
	"branch_name" text NOT NULL,
	"street" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"payment_flags" text NOT NULL
);
