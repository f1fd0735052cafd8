-- Paid orders whose work had started (no questions, or answers in) but still read pending: the
-- status follows the stage, as it does from now on at payment.
UPDATE "orders" SET "order_status" = 'in progress' WHERE "order_status" = 'pending' AND "stage" IN ('working', 'delivered', 'revision');
