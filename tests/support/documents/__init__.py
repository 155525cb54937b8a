"""Document fixtures, made at test time (see ``make``): nothing binary is committed."""
