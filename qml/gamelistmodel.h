#pragma once

#include "engine/game.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace starboard {

// The registered games (builtinGames()) as a list model for the game chooser.
class GameListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Role
    {
        GameIdRole = Qt::UserRole + 1,
        NameRole,
        MinPlayersRole,
        MaxPlayersRole,
        HasChanceRole,
        HasHiddenInformationRole,
    };
    Q_ENUM(Role)

    explicit GameListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    std::vector<GameInfo> m_games;
};

} // namespace starboard
