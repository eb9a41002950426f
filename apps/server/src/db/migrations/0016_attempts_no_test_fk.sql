ALTER TABLE "attempts" DROP CONSTRAINT "attempts_test_id_tests_id_fk";
