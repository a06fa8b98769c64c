-- Staged rows of holdings imports in progress need no crash safety: skip the WAL.
ALTER TABLE "staged_holdings" SET UNLOGGED;
