#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "explgraph/load/tablestore.hpp"
#include "explgraph/load/taxonomy.hpp"

// Short names in the tablestore's taxonomy (docs/DEFINITIONS.md, probe: concepts): x, a kind
// of h where "x h" names a concept, is that concept said short.
using namespace explgraph;

namespace {

constexpr const char* kHeader =
    "[FILL] a/the\tHYPONYM\t[FILL] is a kind of\tSCOPE\tHYPERNYM\t[SKIP] DEP\t[SKIP] UID\n";

// A KINDOF table of `rows` ("hyponym|scope|hypernym|uid", then "|are a kind of" where the row
// says so) in a fresh folder, read as probe reads it.
class KindofTable {
 public:
  explicit KindofTable(const std::vector<std::string>& rows)
      : folder_(std::filesystem::temp_directory_path() /
                ("explgraph-short-names-" + std::to_string(std::random_device{}()))) {
    std::filesystem::create_directories(folder_);
    std::ofstream out(folder_ / "KINDOF.tsv", std::ios::binary);
    out << kHeader;
    for (const auto& row : rows) {
      std::vector<std::string> cells;
      std::size_t from = 0;
      for (std::size_t bar; (bar = row.find('|', from)) != std::string::npos; from = bar + 1)
        cells.push_back(row.substr(from, bar - from));
      cells.push_back(row.substr(from));
      const std::string relation = cells.size() > 4 ? cells[4] : "is a kind of";
      out << "\t" << cells[0] << "\t" << relation << "\t" << cells[1] << "\t" << cells[2] << "\t\t"
          << cells[3] << "\n";
    }
  }
  ~KindofTable() {
    std::error_code ignored;
    std::filesystem::remove_all(folder_, ignored);
  }
  KindofTable(const KindofTable&) = delete;
  KindofTable& operator=(const KindofTable&) = delete;

  load::Taxonomy taxonomy() const {
    core::Diagnostics warnings;
    std::vector<core::InputAccount> accounts;
    const auto tables = load::load_tablestore(folder_, warnings, accounts);
    return load::taxonomy_from_tablestore(tables, warnings);
  }

 private:
  std::filesystem::path folder_;
};

std::uint32_t id(const load::Taxonomy& t, const std::string& name) {
  const auto at = std::find(t.names.begin(), t.names.end(), name);
  REQUIRE(at != t.names.end());
  return static_cast<std::uint32_t>(at - t.names.begin());
}

// "child > parent (uid)" for each edge, in order.
std::vector<std::string> edges(const load::Taxonomy& t) {
  std::vector<std::string> out;
  for (const auto& e : t.edges)
    out.push_back(t.names[e.child] + " > " + t.names[e.parent] + " (" + e.uid + ")");
  return out;
}

}  // namespace

TEST_CASE("taxonomy: a short name is merged into its long name, whichever comes first",
          "[load][probe]") {
  const KindofTable table({"long-named first concept||thing|k0", "sedimentary||rock|k1",
                           "coal||sedimentary rock|k2", "limestone|sedimentary|rock|k3",
                           "sedimentary rock||rock|k4", "sound||energy|k5",
                           "sound||sound energy|k6", "thunder||sound|k7"});
  const auto t = table.taxonomy();
  CHECK(t.short_names_merged == 2);
  CHECK(t.names == std::vector<std::string>{"long-named first concept", "thing", "rock", "coal",
                                            "sedimentary rock", "limestone", "energy",
                                            "sound energy", "thunder"});
  CHECK(t.short_names[id(t, "sedimentary rock")] == std::vector<std::string>{"sedimentary"});
  CHECK(t.short_names[id(t, "sound energy")] == std::vector<std::string>{"sound"});
  CHECK(t.heads[id(t, "sedimentary rock")] == std::vector<std::string>{"rock"});  // from k3
  // k4 repeats k1 once merged; k6, between the two, goes.
  CHECK(edges(t) == std::vector<std::string>{
                        "long-named first concept > thing (k0)", "sedimentary rock > rock (k1)",
                        "coal > sedimentary rock (k2)", "limestone > sedimentary rock (k3)",
                        "sound energy > energy (k5)", "thunder > sound energy (k7)"});
  CHECK(t.repeated_edges == 1);
  for (std::uint32_t c = 0; c < t.names.size(); ++c) {
    CHECK(t.displays[c] == t.names[c]);
    CHECK(t.keys[c] == t.names[c]);
    for (const auto e : t.parents[c]) CHECK(t.edges[e].child == c);
    for (const auto e : t.children[c]) CHECK(t.edges[e].parent == c);
  }
}

TEST_CASE("taxonomy: a short name's synonyms move with it, and chains end at the longest name",
          "[load][probe]") {
  const KindofTable table({"red; crimson||giant|k1", "red giant||star|k2",
                           "red giant star||object|k3", "sun||star|k4"});
  const auto t = table.taxonomy();
  CHECK(t.short_names_merged == 2);
  CHECK(t.names == std::vector<std::string>{"giant", "star", "red giant star", "object", "sun"});
  const auto y = id(t, "red giant star");
  CHECK(t.short_names[y] == std::vector<std::string>{"red", "red giant"});
  REQUIRE(t.synonyms[y].size() == 1);
  CHECK(t.synonyms[y][0].text == "crimson");
  CHECK(t.synonyms[y][0].uid == "k1");
  CHECK(edges(t) == std::vector<std::string>{"red giant star > giant (k1)",
                                             "red giant star > star (k2)",
                                             "red giant star > object (k3)", "sun > star (k4)"});
}

TEST_CASE("taxonomy: without short names nothing changes", "[load][probe]") {
  const KindofTable table({"dog||animal|k1", "red||colour|k2", "red fox||dog|k3"});
  const auto t = table.taxonomy();
  CHECK(t.short_names_merged == 0);
  CHECK(t.names == std::vector<std::string>{"dog", "animal", "red", "colour", "red fox"});
  CHECK(std::all_of(t.short_names.begin(), t.short_names.end(),
                    [](const auto& s) { return s.empty(); }));
  CHECK(edges(t) ==
        std::vector<std::string>{"dog > animal (k1)", "red > colour (k2)", "red fox > dog (k3)"});
}

TEST_CASE("taxonomy: a hyponym its rows call plural, and only they, is plural", "[load][probe]") {
  const KindofTable table({"pebbles||rock|k1|are a kind of", "granite||rock|k2", "fish||animal|k3",
                           "fish||food|k4|are a kind of",
                           "Rocky Mountains||mountain range|k5|Are a kind of",
                           "igneous||rock|k6|are a kind of", "igneous rock||rock|k7"});
  const auto t = table.taxonomy();
  REQUIRE(t.plural.size() == t.names.size());
  CHECK(t.plural[id(t, "pebbles")]);
  CHECK(t.plural[id(t, "rocky mountains")]);  // its case aside
  CHECK_FALSE(t.plural[id(t, "fish")]);       // "is" in k3, "are" in k4
  CHECK_FALSE(t.plural[id(t, "granite")]);
  CHECK_FALSE(t.plural[id(t, "rock")]);  // a hypernym only: nothing said
  // A short name's rows speak of it, not of its long name: "igneous" merged, "igneous rock"
  // as its own row says.
  CHECK(t.short_names_merged == 1);
  CHECK_FALSE(t.plural[id(t, "igneous rock")]);
}
