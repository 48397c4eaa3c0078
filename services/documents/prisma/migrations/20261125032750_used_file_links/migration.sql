-- CreateTable
CREATE TABLE "used_file_links" (
    "link_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "used_file_links_pkey" PRIMARY KEY ("link_hash")
);
