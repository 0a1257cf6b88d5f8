-- The custom data types a customer accepted with a contract (POST /jobs/accept_contract with
-- acceptContractCustomDataTypes): a subset of the proposal's consented_data_type_ids.
ALTER TABLE proposals ADD COLUMN contract_data_type_ids jsonb NOT NULL DEFAULT '[]'::jsonb;
