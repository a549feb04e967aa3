#pragma once

// The spawn deck designer's Playtest: the edited deck played by a computer team at each
// difficulty (the shipped Rookie, Expert Pilot and Ace rulesets, and a Galaxy Fighters
// difficulty open in the Workshop), N seeded games each on a worker thread (the playtest
// lab, core/playtest), and the team's win rate per difficulty with its 95% (Wilson) interval,
// as a table and as a chart.
// The deck is played as it is now (unsaved changes count: it is written to a scratch file),
// with the open ship cards and equipment of the Workshop, else the shipped ones.

#include <QWidget>

#include <atomic>
#include <memory>

class QChart;
class QChartView;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QThread;
class QTemporaryDir;

namespace starboard::editor {
class Document;
}

namespace starboard::editor::gfspawn {

class SpawnPlaytest : public QWidget
{
    Q_OBJECT

public:
    explicit SpawnPlaytest(Document *document, QWidget *parent = nullptr);
    ~SpawnPlaytest() override;

    struct Row
    {
        QString difficulty; // its name, as the table shows it
        int games = 0;
        int won = 0;
        double rate = 0, low = 0, high = 0; // 0..1
    };
    const QList<Row> &rows() const { return m_rows; }
    bool isRunning() const { return m_thread != nullptr; }
    QString error() const; // the last run's refusal ("" when it ran)

    QSpinBox *gamesBox() const { return m_games; }
    QSpinBox *playersBox() const { return m_players; }
    QPushButton *runButton() const { return m_run; }
    QTableWidget *table() const { return m_table; }
    // The win rate per difficulty as a chart (a box from the interval's low to its high end,
    // the rate as its middle line); empty before the first run.
    QChart *chart() const;

public slots:
    void run();
    void cancel();

signals:
    void finished();

private:
    void showRows();

    Document *m_document;
    QSpinBox *m_games;
    QSpinBox *m_players;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QTableWidget *m_table;
    QChartView *m_chart;
    QLabel *m_error;
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    std::unique_ptr<QTemporaryDir> m_scratch;
    QList<Row> m_rows;
};

} // namespace starboard::editor::gfspawn
