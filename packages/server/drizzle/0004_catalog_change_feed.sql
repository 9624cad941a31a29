-- The catalogue's change feed: every change that an instance's in-memory catalogue reads
-- (a product's row, its related products, the names of brands, categories and solutions it
-- shows) is announced on the channel 'sk_catalog' as '<schema>|<product id>' ('<schema>|*' for
-- a name that many products show), whoever makes it: an API instance, a migration or an ERP
-- writing to the database directly. Every instance LISTENs and reloads what changed.
CREATE OR REPLACE FUNCTION sk_catalog_product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('sk_catalog', current_schema() || '|' || OLD.id);
  ELSE
    PERFORM pg_notify('sk_catalog', current_schema() || '|' || NEW.id);
    IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
      PERFORM pg_notify('sk_catalog', current_schema() || '|' || OLD.id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sk_catalog_related_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('sk_catalog', current_schema() || '|' || OLD.product_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('sk_catalog', current_schema() || '|' || NEW.product_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sk_catalog_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sk_catalog', current_schema() || '|*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_feed AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION sk_catalog_product_changed();
--> statement-breakpoint
CREATE TRIGGER related_products_catalog_feed AFTER INSERT OR UPDATE OR DELETE ON related_products
  FOR EACH ROW EXECUTE FUNCTION sk_catalog_related_changed();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION sk_catalog_names_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION sk_catalog_names_changed();
--> statement-breakpoint
CREATE TRIGGER subcategories_catalog_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION sk_catalog_names_changed();
--> statement-breakpoint
CREATE TRIGGER sub_subcategories_catalog_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sub_subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION sk_catalog_names_changed();
--> statement-breakpoint
CREATE TRIGGER solutions_catalog_feed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON solutions
  FOR EACH STATEMENT EXECUTE FUNCTION sk_catalog_names_changed();
