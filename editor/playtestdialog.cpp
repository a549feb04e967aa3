#include "playtestdialog.h"

#include "gametext.h"

#include "ai/agent.h"
#include "data/atomicwrite.h"
#include "data/data.h"
#include "document.h"
#include "documentkinds.h"
#include "engine/registry.h"
#include "playtest/export.h"
#include "playtest/playtest.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QCursor>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QThread>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>

namespace starboard::editor {

namespace {

// A number as the user's language writes it ("56,5" in German).
QString decimal(double value, int digits)
{
    // No "-0.00" for a small negative bound.
    const double scale = std::pow(10.0, digits);
    double rounded = std::round(value * scale) / scale;
    if (rounded == 0)
        rounded = 0;
    return QLocale().toString(rounded, 'f', digits);
}

QString percent(double share)
{
    //: Workshop, the Playtest dialog (computer players play the content many times): a percentage.
    //: %1: a number, e.g. '42.5%'.
    return QCoreApplication::translate("starboard::editor::PlaytestDialog", "%1%", "a percentage")
        .arg(decimal(share * 100.0, 1));
}

// The tabs of the result, in order.
enum ResultTab
{
    SummaryTab,
    WinsTab,
    LengthTab,
    ScoresTab
};

// Integer bins of a round width (1, 2, 5, 10, 20, 25, 50, 100, ...), the narrowest that
// covers [low, high] with at most `maxBins` bins; bin i holds start + i * width and the
// width - 1 values after it.
struct Bins
{
    long long start = 0;
    long long width = 1;
    int count = 1;

    int indexOf(long long value) const { return int((value - start) / width); }
};

long long floorDiv(long long a, long long b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

Bins binsFor(long long low, long long high, int maxBins)
{
    Bins bins;
    for (long long magnitude = 1;; magnitude *= 10) {
        for (const long long tenths : {10, 20, 25, 50}) {
            if (tenths * magnitude % 10 != 0)
                continue;
            bins.width = tenths * magnitude / 10;
            bins.start = floorDiv(low, bins.width) * bins.width;
            const long long count = floorDiv(high, bins.width) - floorDiv(low, bins.width) + 1;
            if (count <= maxBins) {
                bins.count = int(count);
                return bins;
            }
        }
    }
}

// "40-49" (or "7" for bins one wide).
QString binLabel(const Bins &bins, int index)
{
    const long long first = bins.start + index * bins.width;
    if (bins.width == 1)
        return QString::number(first);
    //: Workshop, the Playtest dialog (computer players play the content many times): a bar's label
    //: in a histogram. %1 and %2: numbers, e.g. '10–19'.
    return PlaytestDialog::tr("%1–%2", "a bin of a histogram: from, to (both included)")
        .arg(first)
        .arg(first + bins.width - 1);
}

// A round step (1, 2 or 5 times a power of ten, at least 1) that divides [0, max] into at
// most seven steps.
double niceStep(double max)
{
    const double raw = std::max(1.0, max / 7);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double factor : {1.0, 2.0, 5.0}) {
        if (factor * magnitude >= raw - 1e-9)
            return factor * magnitude;
    }
    return 10.0 * magnitude;
}

QChart *newChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTheme(QChart::ChartThemeLight);
    chart->setTitle(title);
    QFont titleFont = chart->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() + 1.0);
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->hide();
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setLocalizeNumbers(true); // "56,5 %" in German
    chart->setLocale(QLocale());
    return chart;
}

constexpr double noLimit = std::numeric_limits<double>::max();

// A vertical axis from 0 to a round number at least `max` times `headroom` (room for the
// bars' labels) and at most `limit`, with ticks at round whole numbers.
QValueAxis *valueAxis(double max, double headroom, double limit, const QString &title)
{
    const double wanted = std::max(1.0, max * headroom);
    const double step = niceStep(wanted);
    auto *axis = new QValueAxis;
    axis->setRange(0, std::min(std::ceil(wanted / step - 1e-9) * step, limit));
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setMinorTickCount(0);
    axis->setTitleText(title);
    return axis;
}

// The horizontal axis of a histogram (bar i at i): bins one wide are labelled in their
// middle, wider ones at their edges ("20", "40", "60" for the bins 20-39 and 40-59).
QCategoryAxis *binAxis(const Bins &bins, const QString &title)
{
    auto *axis = new QCategoryAxis;
    axis->setRange(-0.5, bins.count - 0.5);
    axis->setStartValue(-0.5);
    if (bins.width == 1) {
        for (int i = 0; i < bins.count; ++i)
            axis->append(QString::number(bins.start + i), i + 0.5);
    } else {
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        // The first edge ends a category of almost no width at the start.
        for (int i = 0; i <= bins.count; ++i)
            axis->append(QString::number(bins.start + i * bins.width),
                         i == 0 ? -0.5 + 1e-6 : i - 0.5);
    }
    axis->setTitleText(title);
    return axis;
}

void replaceChart(QChartView *view, QChart *chart)
{
    QChart *old = view->chart();
    view->setChart(chart);
    delete old;
}

QChartView *newChartView(QWidget *parent, const QString &objectName)
{
    auto *view = new QChartView(newChart(QString()), parent);
    view->setObjectName(objectName);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(260);
    view->setFrameShape(QFrame::NoFrame);
    return view;
}

// Shows `text` as the tool tip of a bar while the mouse is over it.
void showWhileHovered(QBarSet *set, std::function<QString(int index)> text)
{
    QObject::connect(set, &QBarSet::hovered, set, [text](bool over, int index) {
        if (over)
            QToolTip::showText(QCursor::pos(), text(index));
        else
            QToolTip::hideText();
    });
}

// The "format" of a Starboard file ("starboard.ships"), "" when it has none.
QString formatOf(const QString &path, QStringList *problems = nullptr)
{
    // Read as every user file is: a broken file is named with its place and reason.
    QStringList errors;
    const auto document = data::readDocument(path, QString(), errors);
    if (problems)
        *problems = errors;
    return document ? document->value(QLatin1String("format")).toString() : QString();
}

} // namespace

PlaytestDialog::PlaytestDialog(const QString &gameId, const ContentSet &content, QWidget *parent)
    : QDialog(parent), m_gameId(gameId), m_content(content),
      m_cancelFlag(std::make_shared<std::atomic<bool>>(false))
{
    setObjectName(QStringLiteral("playtestDialog"));
    //: Workshop, the Playtest dialog (computer players play the content many times): the window's
    //: title (a noun: a test game of the content being edited).
    setWindowTitle(tr("Playtest"));
    const GameRegistration *registration = builtinGames().find(gameId.toStdString());

    m_players = new QSpinBox(this);
    m_players->setObjectName(QStringLiteral("players"));
    m_players->setRange(registration ? registration->info.minPlayers : 1,
                        registration ? registration->info.maxPlayers : 1);
    // Each seat's agent or level: one combo box per seat, rebuilt when the players change.
    m_seatsBox = new QWidget(this);
    m_seatsLayout = new QVBoxLayout(m_seatsBox);
    m_seatsLayout->setContentsMargins(0, 0, 0, 0);
    updateSeats();
    connect(m_players, &QSpinBox::valueChanged, this, &PlaytestDialog::updateSeats);
    m_compare = new QComboBox(this);
    m_compare->setObjectName(QStringLiteral("compare"));
    //: Workshop, the Playtest dialog: the first entry of the 'Compare with' list: no comparison, a
    //: single run.
    m_compare->addItem(tr("Nothing (one run)"));
    //: Workshop, the Playtest dialog (computer players play the content many times): an entry of
    //: the 'Compare with' list: choose a content file to compare against.
    m_compare->addItem(tr("A file…"));
    m_compare->setToolTip(
        tr("Variant B: the same games (seeds and players) with this file in place of A's of "
           "its kind."));
    connect(m_compare, &QComboBox::activated, this, &PlaytestDialog::compareChosen);
    m_games = new QSpinBox(this);
    m_games->setObjectName(QStringLiteral("games"));
    m_games->setRange(1, 100000);
    m_games->setValue(100);
    m_seed = new QLineEdit(QStringLiteral("1"), this);
    m_seed->setObjectName(QStringLiteral("seed"));
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), m_seed));

    auto *form = new QFormLayout;
    // Which files stand in for the shipped ones, one line each: "Galaxy: /home/me/g.json".
    QStringList contentLines;
    for (auto it = content.constBegin(); it != content.constEnd(); ++it) {
        const DocumentKind *kind = kindForFormat(it.key());
        //: Workshop, the Playtest dialog (computer players play the content many times): a line of
        //: the content played. %1: a kind of content, e.g. 'Galaxy'; %2: its name, e.g. 'Spiral
        //: arm'.
        contentLines.append(tr("%1: %2").arg(kind ? kind->displayName() : it.key(), it.value()));
    }
    if (!contentLines.isEmpty())
        contentLines.append(tr("The rest as shipped with the game."));
    auto *contentLabel =
        new QLabel(contentLines.isEmpty() ? tr("The content shipped with the game.")
                                          : contentLines.join(QLatin1Char('\n')),
                   this);
    contentLabel->setObjectName(QStringLiteral("content"));
    contentLabel->setWordWrap(true);
    contentLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    //: Workshop, the Playtest dialog (computer players play the content many times): a field's
    //: label: the content to be played (a noun).
    form->addRow(tr("Content"), contentLabel);
    //: Workshop, the Playtest dialog (computer players play the content many times): a field's
    //: label: the number of players.
    form->addRow(tr("Players"), m_players);
    //: Workshop, the Playtest dialog (computer players play the content many times): a field's
    //: label: the computer player of each seat.
    form->addRow(tr("Computer players"), m_seatsBox);
    //: Workshop, the Playtest dialog (computer players play the content many times): a field's
    //: label (the number of games to play), a column header and a summary row (a noun, plural).
    form->addRow(tr("Games"), m_games);
    //: Workshop, the Playtest dialog (computer players play the content many times): a field's
    //: label: the random seed of the first game (a number; noun, a technical term).
    form->addRow(tr("Seed"), m_seed);
    //: Workshop, the Playtest dialog (computer players play the content many times): a field's
    //: label: the other content to play alongside (variant B).
    form->addRow(tr("Compare with"), m_compare);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progress"));
    m_progress->setValue(0);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b3261e;"));
    m_error->hide();
    m_result = new QTextBrowser(this);
    m_result->setObjectName(QStringLiteral("result"));
    m_result->setMinimumHeight(200);
    m_result->setPlaceholderText(
        tr("The same seed and settings always give the same games. Press Run."));
    m_result->setFrameShape(QFrame::NoFrame);

    m_winsView = newChartView(this, QStringLiteral("winsChart"));
    m_lengthView = newChartView(this, QStringLiteral("lengthChart"));
    m_scoresView = newChartView(this, QStringLiteral("scoresChart"));
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    //: Workshop, the Playtest dialog (computer players play the content many times): a tab's title
    //: (short): the summary of the results.
    m_tabs->addTab(m_result, tr("Summary"));
    //: Workshop, the Playtest dialog (computer players play the content many times): a tab's title
    //: (short, a noun): the chart of the games won.
    m_tabs->addTab(m_winsView, tr("Wins"));
    //: Workshop, the Playtest dialog (computer players play the content many times): a tab's title
    //: (short): the chart of the games' lengths.
    m_tabs->addTab(m_lengthView, tr("Game length"));
    //: Workshop, the Playtest dialog (computer players play the content many times): a tab's title
    //: (short, a noun): the chart of the final scores.
    m_tabs->addTab(m_scoresView, tr("Scores"));
    clearCharts();

    auto *buttons = new QDialogButtonBox(this);
    //: Workshop, the Playtest dialog (computer players play the content many times): a button (a
    //: verb): start playing the games.
    m_run = buttons->addButton(tr("Run"), QDialogButtonBox::ActionRole);
    //: Workshop, the Playtest dialog (computer players play the content many times): a button: stop
    //: the games being played.
    m_cancel = buttons->addButton(tr("Cancel run"), QDialogButtonBox::ActionRole);
    m_cancel->setEnabled(false);
    //: Workshop, the Playtest dialog (computer players play the content many times): a button (a
    //: verb): save the results to a file.
    m_export = buttons->addButton(tr("Export…"), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("export"));
    m_export->setToolTip(tr("Save each game's figures and the summary as CSV or JSON."));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, &PlaytestDialog::exportResults);
    buttons->addButton(QDialogButtonBox::Close);
    connect(m_run, &QPushButton::clicked, this, &PlaytestDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &PlaytestDialog::cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_error);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(720, 680);
}

void PlaytestDialog::updateSeats()
{
    QStringList chosen;
    for (QComboBox *box : std::as_const(m_seatAgents))
        chosen.append(box->currentData().toString());
    qDeleteAll(m_seatAgents);
    m_seatAgents.clear();
    const std::vector<std::string> names = agentNames(m_gameId.toStdString());
    for (int seat = 0; seat < m_players->value(); ++seat) {
        auto *box = new QComboBox(m_seatsBox);
        box->setObjectName(QStringLiteral("agent%1").arg(seat));
        //: Workshop, the Playtest dialog (computer players play the content many times): a seat at
        //: the table (screen reader's name of its chooser). %1: its number from 1, e.g. 'Seat 2'.
        box->setAccessibleName(tr("Seat %1").arg(seat + 1));
        for (const std::string &name : names) {
            const QString id = QString::fromStdString(name);
            QString label = id;
            if (id == QLatin1String("beginner"))
                //: Workshop, the Playtest dialog (computer players play the content many times): a
                //: computer player's level, in the seats' choosers.
                label = tr("Beginner");
            else if (id == QLatin1String("standard"))
                //: Workshop, the Playtest dialog (computer players play the content many times): a
                //: computer player's level, in the seats' choosers.
                label = tr("Standard");
            else if (id == QLatin1String("strong"))
                //: Workshop, the Playtest dialog (computer players play the content many times): a
                //: computer player's level, in the seats' choosers.
                label = tr("Strong");
            else if (id == QLatin1String("expert"))
                //: Workshop, the Playtest dialog (computer players play the content many times): a
                //: computer player's level, in the seats' choosers.
                label = tr("Expert");
            else if (id == QLatin1String("random"))
                //: Workshop, the Playtest dialog (computer players play the content many times): a
                //: computer player that picks its moves at random, in the seats' choosers.
                label = tr("Random moves");
            else if (id == QLatin1String("heuristic"))
                //: Workshop, the Playtest dialog: a computer player that plays by simple rules, not
                //: by searching.
                label = tr("Rules of thumb (heuristic)");
            //: Workshop, the Playtest dialog (computer players play the content many times): an
            //: entry of a seat's chooser. %1: the seat's number, e.g. 2; %2: a computer player,
            //: e.g. 'Expert'.
            box->addItem(tr("Seat %1: %2").arg(seat + 1).arg(label), id);
        }
        // The seat's earlier choice, else the first seat's, else the quickest (the last:
        // the rules of thumb answer at once, the levels search).
        const QString keep = chosen.value(seat, chosen.value(0));
        const int index = keep.isEmpty() ? -1 : box->findData(keep);
        box->setCurrentIndex(index >= 0 ? index : box->count() - 1);
        m_seatsLayout->addWidget(box);
        m_seatAgents.append(box);
    }
}

bool PlaytestDialog::addCompareFile(const QString &path, const QString &name)
{
    QStringList problems;
    const QString format = formatOf(path, &problems);
    if (!problems.isEmpty()) {
        m_error->setText(problems.join(QLatin1Char('\n')));
        m_error->show();
        return false;
    }
    const DocumentKind *kind = kindForFormat(format);
    if (!kind || kind->gameId != m_gameId || contentFilesMember(format).isEmpty()) {
        //: Workshop, the Playtest dialog (computer players play the content many times): %1: a
        //: file's name, e.g. 'spiral.json'.
        m_error->setText(tr("%1 is not content of this game (a galaxy, a ship table, Things, a "
                            "deck, a technology mat or a ruleset).")
                             .arg(QDir::toNativeSeparators(path)));
        m_error->show();
        return false;
    }
    const QString label =
        //: Workshop, the Playtest dialog (computer players play the content many times): an entry
        //: of the 'Compare with' list (B is the variant compared with A, the content edited). %1:
        //: the content's name or file name, e.g. 'Short game'; %2: its kind, e.g. 'Ruleset'.
        tr("B: %1 (%2)")
            .arg(name.isEmpty() ? QFileInfo(path).fileName() : name, kind->displayName());
    const QStringList data{format, path};
    if (m_compare->findData(data) < 0)
        m_compare->insertItem(m_compare->count() - 1, label, data); // before "A file..."
    return true;
}

namespace {
// The item data role holding the index into m_compareDocuments (-1 or none: a file).
constexpr int DocumentRole = Qt::UserRole + 1;
} // namespace

void PlaytestDialog::addCompareDocument(Document *document)
{
    if (!document || document->kind().gameId != m_gameId ||
        contentFilesMember(document->kind().format).isEmpty() ||
        m_compareDocuments.contains(document))
        return;
    const QString label =
        tr("B: %1 (%2)").arg(document->displayName(), document->kind().displayName());
    // A saved document keeps its file's data (format, path), an untitled one a placeholder.
    const QString path = document->filePath().isEmpty()
                             ? QStringLiteral("untitled:%1").arg(m_compareDocuments.size())
                             : document->filePath();
    const int item = m_compare->count() - 1; // before "A file..."
    m_compare->insertItem(item, label, QStringList{document->kind().format, path});
    m_compare->setItemData(item, int(m_compareDocuments.size()), DocumentRole);
    m_compareDocuments.append(document);
}

void PlaytestDialog::compareChosen(int index)
{
    if (index != m_compare->count() - 1)
        return;
    // "A file...": ask, and offer it; back to no comparison when cancelled or refused.
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare with a content file"),
                                                      QString(), tr("Starboard files (*.json)"));
    if (path.isEmpty() || !addCompareFile(path)) {
        m_compare->setCurrentIndex(0);
        return;
    }
    m_compare->setCurrentIndex(m_compare->findData(QStringList{formatOf(path), path}));
}

QString PlaytestDialog::figureLabel(const FigureDef &def) const
{
    QString text = QCoreApplication::translate("starboard::figures", def.text.c_str());
    for (std::size_t i = 0; i < def.args.size(); ++i) {
        const QString arg = i == 0 && def.seat >= 0 ? QString::number(def.seat + 1)
                                                    : contentText(m_gameId, def.args[i]);
        text = text.arg(arg);
    }
    return text;
}

void PlaytestDialog::exportResults()
{
    if (!m_lastA)
        return;
    QString filter;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the playtest"), QStringLiteral("playtest.csv"),
        //: Workshop, the Playtest dialog: the file types of the export dialog. Keep the patterns in
        //: brackets and the ';;' between the two types as they are.
        tr("CSV table (*.csv);;JSON (*.json)"), &filter);
    if (path.isEmpty())
        return;
    exportTo(path);
}

bool PlaytestDialog::exportTo(const QString &path)
{
    if (!m_lastA)
        return false;
    const auto lines = [](const ContentSet &set) {
        std::vector<std::string> out;
        for (auto it = set.constBegin(); it != set.constEnd(); ++it)
            out.push_back(
                (contentFilesMember(it.key()) + QStringLiteral(": ") + it.value()).toStdString());
        return out;
    };
    std::vector<PlaytestVariant> variants;
    const std::uint64_t seed = m_lastSeed;
    variants.push_back({"A", m_lastAgents, lines(m_content), seed, m_lastA.get()});
    if (m_lastB)
        variants.push_back({"B", m_lastAgents, lines(m_lastContentB), seed, m_lastB.get()});
    const std::string text = path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)
                                 ? playtestJson(m_gameId.toStdString(), variants)
                                 : playtestCsv(m_gameId.toStdString(), variants);
    const QByteArray bytes = QByteArray::fromStdString(text);
    QString error, reason;
    if (!data::writeFileAtomically(path, bytes, error, &reason)) {
        m_error->setText(
            //: %1: a file's path; %2: the system's reason, e.g. 'Permission denied'.
            tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), reason));
        m_error->show();
        return false;
    }
    m_error->hide();
    return true;
}

PlaytestDialog::~PlaytestDialog()
{
    if (m_thread) {
        m_cancelFlag->store(true);
        m_thread->wait();
    }
}

QString PlaytestDialog::resultText() const
{
    return m_result->toPlainText();
}

QChart *PlaytestDialog::winsChart() const
{
    return m_winsView->chart();
}

QChart *PlaytestDialog::lengthChart() const
{
    return m_lengthView->chart();
}

QChart *PlaytestDialog::scoresChart() const
{
    return m_scoresView->chart();
}

void PlaytestDialog::cancel()
{
    m_cancelFlag->store(true);
}

void PlaytestDialog::run()
{
    if (m_thread)
        return;
    m_error->hide();
    const GameRegistration *registration = builtinGames().find(m_gameId.toStdString());
    QStringList errors;
    const auto content =
        registration ? data::loadContent(m_gameId.toStdString(), contentFiles(m_content), errors)
                     : nullptr;
    std::shared_ptr<Game> game =
        content ? registration->create(content, m_players->value()) : nullptr;
    if (!game) {
        if (errors.isEmpty())
            errors.append(
                //: Workshop, the Playtest dialog (computer players play the content many times):
                //: %n: the number of players chosen.
                tr("This content cannot seat %n player(s).", nullptr, m_players->value()));
        m_error->setText(errors.join(QLatin1Char('\n')));
        m_error->show();
        return;
    }
    // Variant B: A's content with the chosen file in place of A's of its kind.
    std::shared_ptr<Game> gameB;
    ContentSet contentB;
    const QStringList compareData = m_compare->currentData().toStringList();
    m_compareNote.clear();
    if (compareData.size() == 2) {
        QString pathB = compareData[1];
        QString scratchName; // what the loader's messages call the scratch file
        const QVariant documentIndex = m_compare->currentData(DocumentRole);
        if (documentIndex.isValid()) {
            Document *document = m_compareDocuments.value(documentIndex.toInt());
            if (!document) {
                m_error->setText(tr("Variant B was closed in the Workshop."));
                m_error->show();
                return;
            }
            if (document->isModified() || document->filePath().isEmpty()) {
                // The document as it is now, in a scratch file; the user's file is untouched.
                if (!m_scratch)
                    m_scratch = std::make_unique<QTemporaryDir>();
                QString safe = document->displayName();
                safe.replace(QRegularExpression(QStringLiteral("[^\\w.-]+")), QStringLiteral("-"));
                pathB = m_scratch->filePath(
                    QStringLiteral("b-") + safe +
                    (safe.endsWith(QLatin1String(".json")) ? QString() : QStringLiteral(".json")));
                QFile scratch(pathB);
                if (!m_scratch->isValid() || !scratch.open(QIODevice::WriteOnly) ||
                    scratch.write(document->serialized()) < 0 || !scratch.flush()) {
                    //: Workshop, the Playtest dialog (computer players play the content many
                    //: times): %1: a file's path.
                    m_error->setText(tr("Cannot write variant B's unsaved changes to %1.")
                                         .arg(QDir::toNativeSeparators(pathB)));
                    m_error->show();
                    return;
                }
                //: Workshop, the Playtest dialog (computer players play the content many times):
                //: the name of content with changes not yet saved. %1: its name, e.g. 'Spiral arm'.
                scratchName = tr("%1 (unsaved changes)").arg(document->displayName());
                //: Workshop, the Playtest dialog: put after the compared content's name, e.g. 'B:
                //: Short game (Ruleset) with its unsaved changes'.
                m_compareNote = tr("with its unsaved changes");
            } else {
                pathB = document->filePath();
            }
        }
        contentB = m_content;
        contentB.insert(compareData[0], pathB);
        QStringList errorsB;
        const auto loadedB =
            data::loadContent(m_gameId.toStdString(), contentFiles(contentB), errorsB);
        if (!scratchName.isEmpty())
            errorsB.replaceInStrings(pathB, scratchName);
        gameB = loadedB ? registration->create(loadedB, m_players->value()) : nullptr;
        if (!gameB) {
            if (errorsB.isEmpty())
                errorsB.append(
                    //: Workshop, the Playtest dialog (computer players play the content many
                    //: times): %n: the number of players chosen. Variant B is the content compared
                    //: with.
                    tr("Variant B cannot seat %n player(s).", nullptr, m_players->value()));
            m_error->setText(errorsB.join(QLatin1Char('\n')));
            m_error->show();
            return;
        }
    }
    PlaytestOptions options;
    for (QComboBox *box : std::as_const(m_seatAgents))
        options.agents.push_back(box->currentData().toString().toStdString());
    options.games = m_games->value();
    options.seed = m_seed->text().toULongLong();
    options.threads = std::clamp(QThread::idealThreadCount(), 1, 8);
    m_cancelFlag->store(false);
    options.cancel = m_cancelFlag.get();
    // Games finish on several worker threads, so their counts can arrive out of order: the
    // bar only moves forward, and shows the games played when the run ends.
    options.progress = [progress = m_progress](int done) {
        QMetaObject::invokeMethod(progress, [progress, done] {
            if (done > progress->value())
                progress->setValue(done);
        });
    };
    // With a comparison, B's games follow A's on the same bar.
    PlaytestOptions optionsB = options;
    optionsB.progress = [progress = m_progress, offset = options.games](int done) {
        QMetaObject::invokeMethod(progress, [progress, done, offset] {
            if (offset + done > progress->value())
                progress->setValue(offset + done);
        });
    };
    m_progress->setRange(0, gameB ? 2 * options.games : options.games);
    m_export->setEnabled(false);
    m_lastA.reset();
    m_lastB.reset();
    m_progress->setValue(0);
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_result->clear();
    // The charts go with the text; the tab that was shown comes back with the new ones.
    const int shownTab = m_tabs->currentIndex();
    m_tabs->setCurrentIndex(SummaryTab);
    clearCharts();

    auto result = std::make_shared<PlaytestResult>();
    auto resultB = gameB ? std::make_shared<PlaytestResult>() : nullptr;
    auto seconds = std::make_shared<double>(0.0);
    auto cancelFlag = m_cancelFlag;
    m_thread =
        QThread::create([game, gameB, options, optionsB, result, resultB, seconds, cancelFlag] {
            QElapsedTimer timer;
            timer.start();
            runPlaytest(*game, options, *result, nullptr);
            if (resultB && !cancelFlag->load())
                runPlaytest(*gameB, optionsB, *resultB, nullptr);
            *seconds = double(timer.nsecsElapsed()) / 1e9;
        });
    m_lastAgents = options.agents;
    m_lastSeed = options.seed;
    m_lastContentB = contentB;
    connect(m_thread, &QThread::finished, this, [this, result, resultB, seconds, shownTab] {
        m_thread->deleteLater();
        m_thread = nullptr;
        m_run->setEnabled(true);
        m_cancel->setEnabled(false);
        m_progress->setValue(result->games + (resultB ? resultB->games : 0));
        m_lastA = result;
        m_lastB = resultB && resultB->games > 0 ? resultB : nullptr;
        m_export->setEnabled(result->games > 0);
        showResult(*result, m_lastB.get(), *seconds);
        if (m_tabs->isTabEnabled(shownTab) && m_tabs->isTabVisible(shownTab))
            m_tabs->setCurrentIndex(shownTab);
        emit finished();
    });
    m_thread->start();
}

void PlaytestDialog::showResult(const PlaytestResult &result, const PlaytestResult *compared,
                                double seconds)
{
    const int games = result.games;
    QString html;
    html +=
        QStringLiteral("<p><b>%1</b></p>")
            .arg(result.games < m_games->value()
                     ? /*: Workshop, the Playtest dialog (computer players play the content many
                          times): %n: the number of games played before the run was cancelled. */
                     tr("Cancelled after %n game(s).", nullptr, result.games)
                     : /*: Workshop, the Playtest dialog (computer players play the content many
                          times): %n: the number of games played; %1: the time in seconds, e.g.
                          '12.3'. */
                     tr("%n game(s) played in %1 s.", nullptr, result.games)
                         .arg(decimal(seconds, 2)));
    // A rate of `count` in `n` games: the share, its 95% interval, and the warning when the
    // games are too few to tell (playtest/figures.h).
    bool anyTooSmall = false;
    const QString warning = QStringLiteral("<span style=\"color:#b3261e\">%1</span>")
                                .arg(tr("⚠ too few games to tell"));
    const auto tooSmall = [&anyTooSmall](const Interval &i, int n) {
        const bool small = n < kMinFigureGames || i.high - i.low > kMaxRateIntervalWidth;
        anyTooSmall |= small;
        return small;
    };
    const auto interval = [](const Interval &i) {
        //: Workshop, the Playtest dialog (computer players play the content many times): a 95%
        //: confidence interval. %1 and %2: percentages, e.g. '[38.2%, 45.1%]'.
        return tr("[%1, %2]", "a 95% confidence interval: from, to")
            .arg(percent(i.low), percent(i.high));
    };
    const auto row = [&](const QString &label, int count) {
        const Interval i = wilson(count, games);
        return QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td>"
                              "<td>%4</td><td>%5</td></tr>")
            .arg(label)
            .arg(count)
            //: Workshop, the Playtest dialog (computer players play the content many times): a cell
            //: of the results table. %1: a 95% confidence interval, e.g. '[38.2%, 45.1%]'.
            .arg(percent(i.value), tr("95%: %1").arg(interval(i)),
                 tooSmall(i, games) ? warning : QString());
    };
    html += QStringLiteral("<table cellpadding=3>");
    if (result.mode == PlaytestMode::Competitive) {
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat)
            //: Workshop, the Playtest dialog (computer players play the content many times): a row
            //: of the results table. %1: a seat's number, e.g. 2.
            html += row(tr("Seat %1 wins").arg(seat + 1), result.winsPerSeat[seat]);
        html += row(tr("Games nobody won"), result.draws);
    } else {
        // One player, or players who win or lose together: the games won and lost.
        const bool team = result.mode == PlaytestMode::Team;
        html += row(team ? tr("Games the team won")
                         : /*: Workshop, the Playtest dialog (computer players play the content many
                              times): a row of the results table (one player). */
                        tr("Games won"),
                    result.teamWins);
        html += row(team ? tr("Games the team lost")
                         : /*: Workshop, the Playtest dialog (computer players play the content many
                              times): a row of the results table (one player). */
                        tr("Games lost"),
                    result.teamLosses);
    }
    html += QStringLiteral("</table>");
    if (result.hasRanks()) {
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
            const std::vector<int> counts = result.rankCounts(seat);
            QStringList parts;
            // The rank names, highest first: translated where they are the shipped ones, a
            // designer's own as the ruleset file gives them.
            for (std::size_t i = counts.size(); i-- > 0;) {
                const Interval in = wilson(counts[i], games);
                //: Workshop, the Playtest dialog (computer players play the content many times):
                //: how often a seat ends with a rank. %1: a rank, e.g. 'Promoted to Captain'; %2: a
                //: percentage; %3: its 95% interval, e.g. '[20.1%, 28.3%]'.
                parts.append(tr("%1: %2 %3")
                                 .arg(contentText(m_gameId, result.rankNames[i]), percent(in.value),
                                      interval(in)) +
                             (tooSmall(in, games) ? QStringLiteral(" ⚠") : QString()));
            }
            if (const int out = result.unrankedGames(seat); out > 0) {
                const Interval in = wilson(out, games);
                //: Workshop, the Playtest dialog (computer players play the content many times):
                //: how often a seat ends out of the game. %1: a percentage, %2: its 95% interval.
                parts.append(tr("out of the game: %1 %2").arg(percent(in.value), interval(in)) +
                             (tooSmall(in, games) ? QStringLiteral(" ⚠") : QString()));
            }
            html +=
                QStringLiteral("<p>%1</p>")
                    //: Workshop, the Playtest dialog (computer players play the content many
                    //: times): %1: a seat's number, e.g. 2; %2: the ranks and their shares,
                    //: e.g. 'Promoted to Admiral: 12.0% [8.1%, 17.3%], ...'.
                    .arg(tr("Seat %1 ranks: %2")
                             .arg(seat + 1)
                             .arg(parts.join(/*: Workshop, the Playtest dialog (computer players
                                                play the content many times): the separator between
                                                the ranks of a seat (a comma and a space). */
                                             tr(", "))));
        }
    }
    if (result.mode == PlaytestMode::Competitive && result.winsPerSeat.size() > 1) {
        int decided = 0;
        int firstWins = 0;
        for (std::size_t i = 0; i < result.winners.size(); ++i) {
            if (result.winners[i] < 0 || result.firstPlayers[i] < 0)
                continue;
            ++decided;
            firstWins += result.winners[i] == result.firstPlayers[i];
        }
        const Interval in = wilson(firstWins, decided);
        html += QStringLiteral("<p>%1 %2</p>")
                    //: Workshop, the Playtest dialog (computer players play the content many
                    //: times): %1: a percentage, %2: its 95% interval, e.g. '[38.2%, 45.1%]'.
                    .arg(tr("First player's win rate (decided games): %1, 95%: %2")
                             .arg(percent(result.firstPlayerWinRate()), interval(in)),
                         tooSmall(in, decided) ? warning : QString());
    }
    html += QStringLiteral("<p>%1</p>")
                //: Workshop, the Playtest dialog (computer players play the content many times): %1
                //: and %2: numbers of actions, e.g. '84.2' and '83'.
                .arg(tr("Game length in actions: mean %1, median %2")
                         .arg(decimal(result.meanLength(), 1))
                         .arg(decimal(result.medianLength(), 1)));
    if (result.hasScores()) {
        for (int seat = 0; seat < int(result.winsPerSeat.size()); ++seat) {
            const ScoreSummary scores = result.scoreSummary(seat);
            if (scores.games == 0)
                continue;
            const Interval in = meanInterval(result.seatScores(seat));
            html +=
                QStringLiteral("<p>%1</p>")
                    //: Workshop, the Playtest dialog (computer players play the content many
                    //: times): %1: a seat's number; %2: the mean score; %3, %4: the 95% interval of
                    //: the mean; %5, %6: the lowest and highest score.
                    .arg(tr("Seat %1 score: mean %2 (95%: [%3, %4]), lowest %5, highest %6")
                             .arg(seat + 1)
                             .arg(decimal(scores.mean, 1), decimal(in.low, 1), decimal(in.high, 1))
                             .arg(scores.min)
                             .arg(scores.max));
        }
    }

    // The game's figures: a value with its 95% interval; with a comparison, A, B and B - A.
    const auto value = [](FigureKind kind, double v) {
        return kind == FigureKind::Rate ? percent(v) : decimal(v, 2);
    };
    const auto range = [&](FigureKind kind, const Interval &i) {
        return tr("[%1, %2]", "a 95% confidence interval: from, to")
            .arg(value(kind, i.low), value(kind, i.high));
    };
    const auto cell = [](const QString &text, bool right = false) {
        return QStringLiteral("<td%1>%2</td>")
            .arg(right ? QStringLiteral(" align=right") : QString(), text);
    };
    if (!compared) {
        html += QStringLiteral("<h4>%1</h4>").arg(tr("Figures (95% confidence intervals)"));
        html +=
            QStringLiteral("<table cellpadding=3><tr><th align=left>%1</th><th>%2</th><th>%3</th>"
                           "<th>%4</th><th></th></tr>")
                //: Workshop, the Playtest dialog (computer players play the content many times): a
                //: column header of the figures table: the figure's name (a noun: a measured
                //: quantity).
                .arg(
                    tr("Figure"),
                    /*: Workshop, the Playtest dialog (computer players play the content many
                       times): a column header of the figures table: the figure's value. */
                    tr("Value"),
                    /*: Workshop, the Playtest dialog (computer players play the content many
                       times): a column header of the figures table: the 95% confidence interval. */
                    tr("95% interval"), tr("Games"));
        for (const FigureSummary &f : result.figures()) {
            // The wins, the first player, the length, the scores and the ranks are above.
            const std::string &id = f.def.id;
            if (id == "win" || id == "draw" || id == "firstPlayerWins" || id == "length" ||
                id.rfind("win.", 0) == 0 || id.rfind("score.", 0) == 0 || id.rfind("rank.", 0) == 0)
                continue;
            anyTooSmall |= f.tooSmall;
            html += QStringLiteral("<tr>") + cell(figureLabel(f.def)) +
                    //: Workshop, the Playtest dialog (computer players play the content many
                    //: times): a cell of the figures table when there is no value (a dash).
                    cell(f.games ? value(f.def.kind, f.value.value) : tr("–"), true) +
                    cell(f.games ? range(f.def.kind, f.value) : QString()) +
                    cell(QString::number(f.games), true) + cell(f.tooSmall ? warning : QString()) +
                    QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    } else {
        html += QStringLiteral("<h4>%1</h4>")
                    //: Workshop, the Playtest dialog (computer players play the content many
                    //: times): the heading of the comparison. %1: the variant B, e.g. 'B: Short
                    //: game (Ruleset)'; %n: the number of games.
                    .arg(tr("Compare: A as above; %1 (the same %n game(s) and seeds)", nullptr,
                            compared->games)
                             .arg((m_compareNote.isEmpty() ? m_compare->currentText()
                                                           : m_compare->currentText() +
                                                                 QLatin1Char(' ') + m_compareNote)
                                      .toHtmlEscaped()));
        if (compared->games < result.games)
            html += QStringLiteral("<p>%1</p>")
                        //: Workshop, the Playtest dialog (computer players play the content many
                        //: times): %n: the number of games B played before it was cancelled.
                        .arg(tr("B was cancelled after %n game(s).", nullptr, compared->games));
        html +=
            QStringLiteral("<table cellpadding=3><tr><th align=left>%1</th><th>%2</th><th>%3</th>"
                           "<th>%4</th><th></th></tr>")
                .arg(tr("Figure"), /*: Workshop, the Playtest dialog (computer players play the
                                      content many times): a column header: the content edited
                                      (variant A). Keep it a single letter. */
                     tr("A"), /*: Workshop, the Playtest dialog (computer players play the content
                                 many times): a column header: the content compared with (variant
                                 B). Keep it a single letter. */
                     tr("B"), tr("B − A (95% interval)"));
        for (const FigureComparison &c : compareFigures(result, *compared)) {
            anyTooSmall |= c.tooSmall;
            const bool both = c.a.games && c.b.games;
            const auto signedValue = [&](double v) {
                const QString text =
                    c.def.kind == FigureKind::Rate
                        ? /*: Workshop, the Playtest dialog (computer players play the content many
                             times): a difference of two percentages, in percentage points. %1: a
                             number, e.g. '+3.5 pts'. Keep it short. */
                        tr("%1 pts", "percentage points").arg(decimal(v * 100.0, 1))
                        : decimal(v, 2);
                return v > 0 ? QStringLiteral("+") + text : text;
            };
            QString note;
            if (c.differs)
                //: Workshop, the Playtest dialog (computer players play the content many times): a
                //: note in the comparison table: the two variants differ significantly (a verb,
                //: third person).
                note = QStringLiteral("<b>%1</b>").arg(tr("differs"));
            if (c.tooSmall)
                note += (note.isEmpty() ? QString() : QStringLiteral(" ")) + warning;
            html +=
                QStringLiteral("<tr>") + cell(figureLabel(c.def)) +
                cell(c.a.games ? value(c.def.kind, c.a.value.value) : tr("–"), true) +
                cell(c.b.games ? value(c.def.kind, c.b.value.value) : tr("–"), true) +
                //: Workshop, the Playtest dialog (computer players play the content many times): a
                //: cell of the comparison: a difference and its 95% interval. %1, %2, %3: signed
                //: numbers, e.g. '+3.5 pts [+1.0 pts, +6.0 pts]'.
                cell(both ? tr("%1 [%2, %3]")
                                .arg(signedValue(c.difference.value), signedValue(c.difference.low),
                                     signedValue(c.difference.high))
                          : QString()) +
                cell(note) + QStringLiteral("</tr>");
        }
        html += QStringLiteral("</table>");
    }
    if (anyTooSmall)
        html += QStringLiteral("<p>%1</p>")
                    //: Workshop, the Playtest dialog (computer players play the content many
                    //: times): %n: the fewest games a figure needs; %1: a width in percentage
                    //: points, e.g. 10.
                    .arg(tr("⚠ too few games to tell: fewer than %n game(s) count for the figure, "
                            "or a rate's 95% interval is wider than %1 percentage points. Run "
                            "more games.",
                            nullptr, kMinFigureGames)
                             .arg(decimal(kMaxRateIntervalWidth * 100.0, 0)));
    m_result->setHtml(html);
    showCharts(result);
}

void PlaytestDialog::clearCharts()
{
    for (QChartView *view : {m_winsView, m_lengthView, m_scoresView})
        replaceChart(view, newChart(QString()));
    for (const int tab : {WinsTab, LengthTab, ScoresTab})
        m_tabs->setTabEnabled(tab, false);
    const QString noRun = tr("Shown after a run.");
    m_tabs->setTabToolTip(WinsTab, noRun);
    m_tabs->setTabToolTip(LengthTab, noRun);
    m_tabs->setTabToolTip(ScoresTab, noRun);
}

void PlaytestDialog::showCharts(const PlaytestResult &result)
{
    clearCharts();
    const int games = result.games;
    if (games <= 0)
        return;
    const int seats = int(result.winsPerSeat.size());

    // Wins: each seat's share of the games and the share nobody won, one bar each; for one
    // player or a team, the share won and the share lost.
    {
        const bool competitive = result.mode == PlaytestMode::Competitive;
        QChart *chart =
            //: Workshop, the Playtest dialog (computer players play the content many times): a
            //: chart's title. %n: the number of games played.
            newChart(competitive ? tr("Share of the %n game(s) won by each seat", nullptr, games)
                     : result.mode == PlaytestMode::Team
                         ? /*: Workshop, the Playtest dialog (computer players play the content many
                              times): a chart's title. %n: the number of games played. */
                         tr("Share of the %n game(s) the team won and lost", nullptr, games)
                         : /*: Workshop, the Playtest dialog (computer players play the content many
                              times): a chart's title. %n: the number of games played. */
                         tr("Share of the %n game(s) won and lost", nullptr, games));
        auto *set = new QBarSet(tr("Games won"));
        QStringList labels;
        QList<int> counts;
        if (competitive) {
            for (int seat = 0; seat < seats; ++seat) {
                labels.append(tr("Seat %1").arg(seat + 1));
                counts.append(result.winsPerSeat[seat]);
            }
            //: Workshop, the Playtest dialog (computer players play the content many times): a
            //: bar's label in the chart of wins (short).
            labels.append(tr("Nobody", "the bar of the games that no seat won"));
            counts.append(result.draws);
        } else {
            //: Workshop, the Playtest dialog (computer players play the content many times): a
            //: bar's label in the chart of wins (short; past participle: games won).
            labels.append(tr("Won", "the bar of the games won"));
            counts.append(result.teamWins);
            //: Workshop, the Playtest dialog (computer players play the content many times): a
            //: bar's label in the chart of wins (short; past participle: games lost).
            labels.append(tr("Lost", "the bar of the games lost"));
            counts.append(result.teamLosses);
        }
        double highest = 0;
        for (const int count : counts) {
            set->append(count * 100.0 / games);
            highest = std::max(highest, count * 100.0 / games);
        }
        // "Nobody" (or "Lost") in grey, apart from the seats.
        set->setSelectedColor(QColor(0x9e, 0x9e, 0x9e));
        set->selectBar(int(counts.size()) - 1);
        showWhileHovered(set, [labels, counts, games](int index) {
            //: Workshop, the Playtest dialog (computer players play the content many times): a
            //: bar's tool tip. %1: the bar's label, e.g. 'Seat 2'; %n: the games it counts; %2: all
            //: games; %3: a percentage.
            return tr("%1: %n of %2 game(s) (%3)", nullptr, counts.value(index))
                .arg(labels.value(index))
                .arg(games)
                .arg(percent(double(counts.value(index)) / games));
        });
        auto *series = new QBarSeries;
        series->append(set);
        series->setBarWidth(0.6);
        series->setLabelsVisible(true);
        series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
        //: Workshop, the Playtest dialog (computer players play the content many times): the label
        //: on a chart's bars: keep '@value' as it is (the chart puts the number there), then the
        //: percent sign.
        series->setLabelsFormat(tr("@value%", "a bar's label: percent of the games"));
        series->setLabelsPrecision(3);
        chart->addSeries(series);
        set->setLabelColor(QColor(0x30, 0x30, 0x30)); // the theme's are white, for inside bars
        auto *x = new QBarCategoryAxis;
        x->append(labels);
        x->setGridLineVisible(false);
        chart->addAxis(x, Qt::AlignBottom);
        series->attachAxis(x);
        QValueAxis *y = valueAxis(highest, 1.12, 110, tr("Games won (%)"));
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(y);
        replaceChart(m_winsView, chart);
        m_tabs->setTabEnabled(WinsTab, true);
        m_tabs->setTabToolTip(WinsTab, QString());
    }

    // Game length: a histogram of the actions per game.
    if (!result.lengths.empty()) {
        const auto [low, high] = std::minmax_element(result.lengths.begin(), result.lengths.end());
        const Bins bins = binsFor(*low, *high, 16);
        QList<int> counts(bins.count, 0);
        for (const int length : result.lengths)
            ++counts[bins.indexOf(length)];
        QStringList labels;
        auto *set = new QBarSet(tr("Games"));
        int highest = 0;
        for (int i = 0; i < bins.count; ++i) {
            labels.append(binLabel(bins, i));
            set->append(counts[i]);
            highest = std::max(highest, counts[i]);
        }
        showWhileHovered(set, [labels, counts](int index) {
            //: Workshop, the Playtest dialog (computer players play the content many times): a
            //: bar's tool tip in the chart of game lengths. %1: a range of lengths, e.g. '80–89';
            //: %n: the number of games.
            return tr("%1 actions: %n game(s)", nullptr, counts.value(index))
                .arg(labels.value(index));
        });
        QChart *chart = newChart(
            //: Workshop, the Playtest dialog (computer players play the content many times): a
            //: chart's title. %n: the number of games; %1 and %2: numbers of actions.
            tr("Length of the %n game(s): mean %1, median %2", nullptr, int(result.lengths.size()))
                .arg(decimal(result.meanLength(), 1))
                .arg(decimal(result.medianLength(), 1)));
        auto *series = new QBarSeries;
        series->append(set);
        series->setBarWidth(0.96);
        chart->addSeries(series);
        QCategoryAxis *x = binAxis(bins, tr("Actions per game (chance outcomes included)"));
        chart->addAxis(x, Qt::AlignBottom);
        series->attachAxis(x);
        QValueAxis *y = valueAxis(highest, 1.0, noLimit, tr("Games"));
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(y);
        replaceChart(m_lengthView, chart);
        m_tabs->setTabEnabled(LengthTab, true);
        m_tabs->setTabToolTip(LengthTab, QString());
    }

    // Scores: per seat the games by final score, grouped by score bins.
    m_tabs->setTabVisible(ScoresTab, result.hasScores());
    if (result.hasScores()) {
        std::vector<ScoreSummary> summaries;
        int low = 0;
        int high = 0;
        bool any = false;
        for (int seat = 0; seat < seats; ++seat) {
            summaries.push_back(result.scoreSummary(seat));
            const ScoreSummary &summary = summaries.back();
            if (summary.games == 0)
                continue;
            low = any ? std::min(low, summary.min) : summary.min;
            high = any ? std::max(high, summary.max) : summary.max;
            any = true;
        }
        if (any) {
            const Bins bins = binsFor(low, high, seats == 1 ? 20 : seats == 2 ? 15 : 12);
            QStringList labels;
            for (int i = 0; i < bins.count; ++i)
                labels.append(binLabel(bins, i));
            //: Workshop, the Playtest dialog (computer players play the content many times): a
            //: chart's title. %n: the number of games.
            QChart *chart = newChart(tr("Final scores in %n game(s)", nullptr, games));
            auto *series = new QBarSeries;
            int highest = 0;
            for (int seat = 0; seat < seats; ++seat) {
                const ScoreSummary &summary = summaries[std::size_t(seat)];
                if (summary.games == 0)
                    continue;
                QList<int> counts(bins.count, 0);
                for (const auto &[score, scoreGames] : summary.histogram)
                    counts[bins.indexOf(score)] += scoreGames;
                auto *set = new QBarSet(tr("Seat %1").arg(seat + 1));
                for (const int count : counts) {
                    set->append(count);
                    highest = std::max(highest, count);
                }
                showWhileHovered(set, [labels, counts, seat](int index) {
                    //: Workshop, the Playtest dialog (computer players play the content many
                    //: times): a bar's tool tip. %1: a seat's number; %2: a score or range of
                    //: scores, e.g. '10–14'; %n: the number of games.
                    return tr("Seat %1, score %2: %n game(s)", nullptr, counts.value(index))
                        .arg(seat + 1)
                        .arg(labels.value(index));
                });
                series->append(set);
            }
            series->setBarWidth(seats > 1 ? 0.85 : 0.96);
            chart->addSeries(series);
            //: Workshop, the Playtest dialog (computer players play the content many times): the
            //: title of a chart's axis (a noun).
            QCategoryAxis *x = binAxis(bins, tr("Final score"));
            chart->addAxis(x, Qt::AlignBottom);
            series->attachAxis(x);
            QValueAxis *y = valueAxis(highest, 1.0, noLimit, tr("Games"));
            chart->addAxis(y, Qt::AlignLeft);
            series->attachAxis(y);
            if (series->count() > 1) {
                chart->legend()->setAlignment(Qt::AlignTop);
                chart->legend()->show();
            }
            replaceChart(m_scoresView, chart);
            m_tabs->setTabEnabled(ScoresTab, true);
            m_tabs->setTabToolTip(ScoresTab, QString());
        }
    }
}

} // namespace starboard::editor
