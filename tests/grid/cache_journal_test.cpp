// tests/grid/cache_journal_test.cpp — the compile journal (grid/cache_journal.h): records replay
// into the index, a torn last line is skipped, any other malformed line names file:line,
// compaction empties it; a full disk (RLIMIT_FSIZE in a child) fails a record with a clear error
// and leaves only whole lines; `grid gc` removes unreferenced objects and temp files and keeps
// every referenced one, journaled ones included.
#include <gtest/gtest.h>

#include <csignal>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "grid/cache_gc.h"
#include "grid/cache_index.h"
#include "grid/cache_journal.h"
#include "support/files.h"
#include "toolchain/tempdir.h"

namespace irgate::grid {
namespace {

CacheEntry cached(char object) {
  CacheEntry e{"direct_wgrad_reduce", "gfx1250", "fp16", "direct_wgrad_reduce{...}@gfx1250",
               {{"ws_replicas", 1}, {"out_dtype", "fp16"}, {"block_size", 256}}};
  e.llvm_sha256 = std::string(64, '1');
  e.object_sha256 = std::string(64, object);
  e.vgpr = 8, e.sgpr = 16, e.vgpr_spills = e.sgpr_spills = e.scratch = e.lds = 0;
  return e;
}

std::filesystem::path fresh_cache(const toolchain::TempDir& tmp) {
  const auto dir = tmp.path() / "cache";
  std::filesystem::create_directories(dir / "objects");
  return dir;
}

TEST(CacheJournal, RecordsReplayIntoTheIndexAndATornLastLineIsSkipped) {
  auto tmp = toolchain::TempDir::create("irgate-journal");
  ASSERT_TRUE(tmp);
  const auto dir = fresh_cache(*tmp);
  {
    auto journal = CacheJournal::open(dir);
    ASSERT_TRUE(journal) << journal.error().message;
    ASSERT_TRUE(journal->record("a.gfx1250.fp16", cached('a')));
    ASSERT_TRUE(journal->record("b.gfx1250.fp16", cached('b')));
  }
  auto text = read_file(CacheJournal::path(dir));
  ASSERT_TRUE(text);
  // A kill in the middle of the third record: half a line, no '\n'.
  ASSERT_TRUE(write_atomic(CacheJournal::path(dir), *text + text->substr(0, text->size() / 3)));
  CacheIndex idx;
  auto n = replay_journal(dir, idx);
  ASSERT_TRUE(n) << n.error().message;
  EXPECT_EQ(*n, 2u);
  ASSERT_EQ(idx.kernels.size(), 2u);
  EXPECT_EQ(idx.kernels.at("b.gfx1250.fp16"), cached('b'));

  ASSERT_TRUE(compact_journal(dir, idx));
  EXPECT_EQ(std::filesystem::file_size(CacheJournal::path(dir)), 0u);
  auto saved = CacheIndex::load(dir);
  ASSERT_TRUE(saved);
  EXPECT_EQ(saved->kernels, idx.kernels);
}

TEST(CacheJournal, AMalformedLineBeforeTheLastIsBadInputNamingFileAndLine) {
  auto tmp = toolchain::TempDir::create("irgate-journal");
  ASSERT_TRUE(tmp);
  const auto dir = fresh_cache(*tmp);
  ASSERT_TRUE(write_atomic(CacheJournal::path(dir), "{\"run\":\"1\",\"name\":\"a\",\"entry\":{}}\nnot json\n"));
  CacheIndex idx;
  auto n = replay_journal(dir, idx);
  ASSERT_FALSE(n);
  EXPECT_EQ(n.error().exit_code, 2);
  EXPECT_NE(n.error().message.find("journal.jsonl:1 /entry"), std::string::npos) << n.error().message;
}

// RLIMIT_FSIZE stands in for a full disk: the write past it fails (SIGXFSZ ignored, as irgate
// does), the record is an error naming the journal, and no torn line is left.
TEST(CacheJournal, AFullDiskFailsTheRecordClearlyAndLeavesWholeLines) {
  auto tmp = toolchain::TempDir::create("irgate-journal");
  ASSERT_TRUE(tmp);
  const auto dir = fresh_cache(*tmp);
  const auto message = tmp->path() / "message";
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    std::signal(SIGXFSZ, SIG_IGN);
    auto journal = CacheJournal::open(dir);
    const rlimit limit{2000, 2000};
    if (!journal || ::setrlimit(RLIMIT_FSIZE, &limit) != 0) ::_exit(3);
    for (int i = 0; i < 100; ++i)
      if (auto s = journal->record("k" + std::to_string(i) + ".gfx1250.fp16", cached('a')); !s) {
        (void)write_atomic(message, s.error().message);  // a few dozen bytes: under the limit
        ::_exit(i > 0 ? 0 : 4);
      }
    ::_exit(5);  // 100 records never hit a 2,000-byte limit: the test would prove nothing
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFEXITED(status)) << status;
  ASSERT_EQ(WEXITSTATUS(status), 0);
  auto why = read_file(message);
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("journal.jsonl: cannot record k"), std::string::npos) << *why;
  EXPECT_NE(why->find("File too large"), std::string::npos) << *why;
  auto text = read_file(CacheJournal::path(dir));
  ASSERT_TRUE(text);
  ASSERT_FALSE(text->empty());
  EXPECT_EQ(text->back(), '\n') << "a torn line was left behind";
  CacheIndex idx;
  auto n = replay_journal(dir, idx);
  ASSERT_TRUE(n) << n.error().message;
  EXPECT_GT(*n, 0u);
}

TEST(CacheGc, RemovesUnreferencedObjectsAndTempFilesAndKeepsJournaledOnes) {
  auto tmp = toolchain::TempDir::create("irgate-gc");
  ASSERT_TRUE(tmp);
  const auto dir = fresh_cache(*tmp);
  CacheIndex idx;
  idx.put("a.gfx1250.fp16", cached('a'));
  ASSERT_TRUE(idx.save(dir));
  {
    auto journal = CacheJournal::open(dir);  // finished after the last checkpoint
    ASSERT_TRUE(journal);
    ASSERT_TRUE(journal->record("b.gfx1250.fp16", cached('b')));
  }
  for (char c : {'a', 'b', 'c'}) ASSERT_TRUE(write_atomic(CacheIndex::object_path(dir, std::string(64, c)), "elf"));
  ASSERT_TRUE(write_atomic(dir / "objects" / ".x.hsaco.tmp.AbCdEf", "half"));
  ASSERT_TRUE(write_atomic(dir / "objects" / "README", "not the cache's"));
  auto r = collect_garbage(dir);
  ASSERT_TRUE(r) << r.error().message;
  EXPECT_EQ(r->removed, 2u);
  EXPECT_EQ(r->kept, 2u);
  EXPECT_TRUE(std::filesystem::exists(CacheIndex::object_path(dir, std::string(64, 'a'))));
  EXPECT_TRUE(std::filesystem::exists(CacheIndex::object_path(dir, std::string(64, 'b'))));
  EXPECT_FALSE(std::filesystem::exists(CacheIndex::object_path(dir, std::string(64, 'c'))));
  EXPECT_TRUE(std::filesystem::exists(dir / "objects" / "README"));
  auto after = CacheIndex::load(dir);  // the journal became the index
  ASSERT_TRUE(after);
  EXPECT_EQ(after->kernels.size(), 2u);
}

}  // namespace
}  // namespace irgate::grid
